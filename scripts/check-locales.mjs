#!/usr/bin/env node
// @ts-check
// `npm run check:locales` (or `node scripts/check-locales.mjs` on a fresh checkout: plain Node, no
// install needed; `astro build` runs it too, see src/integrations/locale-check.ts). Every language
// has exactly the English keys, none empty, with the same {{placeholders}} and the same <tags> in
// the same order, properly closed; every file parses (a syntax error is reported with its line and
// column); the typography of each language holds (scripts/locales/typography.mjs); no text names
// the brand instead of {{brand}}; the limits of locales/notes.json hold; no translation is stale
// (scripts/locales/hashes.mjs); every English key is used by the code and every key the code uses
// exists (scripts/locales/usage.mjs). Exits 1 with one line per problem, naming file and key.
// `-- --fix` first repairs what is mechanical (typography) in place.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brandName, readHashes, readLocales, readSources } from './locales/files.mjs';
import { englishTexts, staleProblems, unrecorded } from './locales/hashes.mjs';
import { NOTES_FILE, parseNotes, visibleLength } from './locales/notes.mjs';
import { fixTypography, typographyProblems } from './locales/typography.mjs';
import { usageProblems } from './locales/usage.mjs';

/** @typedef {{ file: string; key?: string; message: string }} LocaleProblem */
/**
 * What the check compares the locale files with; each rule is off when its input is missing.
 * @typedef {{
 *   hashes?: import('./locales/hashes.mjs').SourceHashes | null;
 *   sources?: Readonly<Record<string, string>> | null;
 *   brand?: string | null;
 * }} CheckOptions
 */

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const TAG = /<\/?(\w+)>/g;

/**
 * The sorted {{placeholders}} of a text: what every translation must keep.
 * @param {string} text
 */
function placeholdersOf(text) {
  return [...text.matchAll(PLACEHOLDER)].map((m) => `{{${m[1]}}}`).sort();
}

/**
 * The <tags> of a text in order, or why they do not nest (`</terms>…<terms>`, `<a><b></a></b>`).
 * @param {string} text
 * @returns {{ tags: string[]; error: string | null }}
 */
function tagsOf(text) {
  const tags = [...text.matchAll(TAG)].map((m) => m[0]);
  /** @type {string[]} */
  const open = [];
  for (const tag of tags) {
    const name = tag.replace(/[</>]/g, '');
    if (!tag.startsWith('</')) open.push(name);
    else if (open.pop() !== name) return { tags, error: `${tag} closes a tag that is not open` };
  }
  return { tags, error: open.length > 0 ? `<${open[0]}> is never closed` : null };
}

/**
 * Line and column (1-based) of a character offset.
 * @param {string} raw
 * @param {number} offset
 */
function lineAndColumn(raw, offset) {
  const before = raw.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * Why a file does not parse, with line and column.
 * @param {string} raw
 * @param {unknown} error
 */
function syntaxProblem(raw, error) {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message)?.[1];
  const at = /line (\d+) column (\d+)/.exec(message);
  let where = '';
  if (at) where = ` at line ${at[1]}, column ${at[2]}`;
  else if (position !== undefined) {
    const { line, column } = lineAndColumn(raw, Number(position));
    where = ` at line ${line}, column ${column}`;
  } else if (/end of JSON input/i.test(message)) {
    const { line, column } = lineAndColumn(raw, raw.length);
    where = ` at line ${line}, column ${column} (the file ends too early)`;
  }
  return `is not valid JSON${where}: ${message.replace(/ in JSON at position \d+.*$/, '')}`;
}

// Exported for check-locales.test.ts: many in-memory cases, no folder and process for each.
/**
 * Checks locale files given as `{ '<lang>/<ns>.json': raw JSON text }`, English being the
 * reference, and the translator notes (raw JSON text of locales/notes.json, or null).
 * @param {Readonly<Record<string, string>>} files
 * @param {readonly string[]} languages
 * @param {string | null} [rawNotes]
 * @param {string} [reference]
 * @param {CheckOptions} [options]
 * @returns {LocaleProblem[]}
 */
export function checkLocales(files, languages, rawNotes = null, reference = 'en', options = {}) {
  const { notes, problems: noteProblems } = parseNotes(rawNotes, syntaxProblem);
  const brand = options.brand ?? null;
  /** @type {LocaleProblem[]} */
  const problems = [];
  /** @type {Map<string, Record<string, unknown>>} */
  const parsed = new Map();
  for (const [file, raw] of Object.entries(files)) {
    try {
      const value = /** @type {unknown} */ (JSON.parse(raw));
      if (!value || typeof value !== 'object' || Array.isArray(value)) {
        problems.push({ file, message: 'must hold one JSON object of flat "key": "text" pairs' });
      } else parsed.set(file, /** @type {Record<string, unknown>} */ (value));
    } catch (error) {
      problems.push({ file, message: syntaxProblem(raw, error) });
    }
  }
  const namespaces = [...parsed.keys()]
    .filter((f) => f.startsWith(`${reference}/`))
    .map((f) => f.slice(reference.length + 1));

  for (const lang of languages) {
    for (const file of parsed.keys()) {
      const [fileLang, ns] = file.split('/');
      if (fileLang === lang && lang !== reference && ns && !namespaces.includes(ns)) {
        problems.push({ file, message: `has no English counterpart ${reference}/${ns}` });
      }
    }
    for (const ns of namespaces) {
      const file = `${lang}/${ns}`;
      const english = parsed.get(`${reference}/${ns}`) ?? {};
      const table = parsed.get(file);
      if (!table) {
        if (!(file in files)) problems.push({ file, message: 'file is missing' });
        continue;
      }
      for (const [key, value] of Object.entries(table)) {
        if (typeof value !== 'string') {
          problems.push({
            file,
            key,
            message: 'value must be a string (keys are flat: "a.b": "text")',
          });
          continue;
        }
        if (value.trim() === '') problems.push({ file, key, message: 'is empty' });
        const { error } = tagsOf(value);
        if (error) problems.push({ file, key, message: `tags: ${error}` });
        const note = notes.get(`${ns.replace(/\.json$/, '')}.${key}`);
        // The English the spec quotes keeps its own typography (a language still being
        // translated may hold that English too); every other text follows the house style.
        if (!(note?.verbatim && value === english[key])) {
          for (const { message, fixable } of typographyProblems(lang, value)) {
            const hint = fixable ? ' (npm run check:locales -- --fix repairs it)' : '';
            problems.push({ file, key, message: `${message}${hint}` });
          }
        }
        if (brand && value.toLowerCase().includes(brand.toLowerCase())) {
          problems.push({ file, key, message: `names the brand "${brand}": write {{brand}}` });
        }
        if (note?.maxLength !== undefined && visibleLength(value, brand ?? '') > note.maxLength) {
          problems.push({
            file,
            key,
            message: `is ${visibleLength(value, brand ?? '')} characters long, more than the ${note.maxLength} notes.json allows`,
          });
        }
        if (lang !== reference && !(key in english)) {
          problems.push({ file, key, message: `is not in ${reference}/${ns}` });
        }
      }
      if (lang === reference) continue;
      for (const [key, source] of Object.entries(english)) {
        const value = table[key];
        if (value === undefined) {
          problems.push({ file, key, message: 'is missing' });
          continue;
        }
        if (typeof value !== 'string' || typeof source !== 'string') continue;
        const expected = placeholdersOf(source).join(' ');
        const actual = placeholdersOf(value).join(' ');
        if (expected !== actual) {
          problems.push({
            file,
            key,
            message: `placeholders differ: English has [${expected}], this has [${actual}]`,
          });
        }
        const englishTags = tagsOf(source).tags.join('');
        const tags = tagsOf(value).tags.join('');
        if (englishTags !== tags) {
          problems.push({
            file,
            key,
            message: `tags differ: English has ${englishTags || 'none'} in this order, this has ${tags || 'none'}`,
          });
        }
      }
    }
  }
  problems.push(...noteProblems, ...checkNoteKeys(notes, parsed, reference));
  const english = new Map(
    namespaces.map((ns) => [
      ns,
      /** @type {Record<string, unknown>} */ (parsed.get(`${reference}/${ns}`)),
    ]),
  );
  if (options.hashes) {
    const translated = languages.filter((l) => l !== reference);
    problems.push(...staleProblems(options.hashes, englishTexts(english), translated));
  }
  if (options.sources) {
    const keys = new Map([...english].map(([f, t]) => [f.replace(/\.json$/, ''), Object.keys(t)]));
    problems.push(...usageProblems(keys, options.sources, reference));
  }
  return problems;
}

/**
 * The English text of a key, for the texts kept verbatim.
 * @param {Readonly<Record<string, string>>} files
 * @param {string} reference
 * @param {string} ns
 * @param {string} key
 */
function verbatimSource(files, reference, ns, key) {
  try {
    const table = /** @type {unknown} */ (JSON.parse(files[`${reference}/${ns}`] ?? '{}'));
    return /** @type {Record<string, unknown>} */ (table)[key];
  } catch {
    return undefined;
  }
}

/**
 * The files with every mechanical typography fix applied (only those that change). A file that
 * does not parse is left alone; the check reports it.
 * @param {Readonly<Record<string, string>>} files
 * @param {string | null} [rawNotes]
 * @param {string} [reference]
 * @returns {Record<string, string>}
 */
export function fixLocales(files, rawNotes = null, reference = 'en') {
  const { notes } = parseNotes(rawNotes, syntaxProblem);
  /** @type {Record<string, string>} */
  const fixed = {};
  for (const [file, raw] of Object.entries(files)) {
    const [lang = '', ns = ''] = file.split('/');
    /** @type {unknown} */
    let table;
    try {
      table = JSON.parse(raw);
    } catch {
      continue;
    }
    if (!table || typeof table !== 'object') continue;
    const next = Object.fromEntries(
      Object.entries(table).map(([key, value]) => {
        const verbatim =
          notes.get(`${ns.replace(/\.json$/, '')}.${key}`)?.verbatim &&
          value === verbatimSource(files, reference, ns, key);
        return [key, typeof value === 'string' && !verbatim ? fixTypography(lang, value) : value];
      }),
    );
    const text = `${JSON.stringify(next, null, 2)}\n`;
    if (JSON.stringify(next) !== JSON.stringify(table)) fixed[file] = text;
  }
  return fixed;
}

/**
 * The translator notes name only keys that exist.
 * @param {ReadonlyMap<string, unknown>} notes
 * @param {Map<string, Record<string, unknown>>} parsed
 * @param {string} reference
 * @returns {LocaleProblem[]}
 */
function checkNoteKeys(notes, parsed, reference) {
  /** @type {LocaleProblem[]} */
  const problems = [];
  for (const id of notes.keys()) {
    const dot = id.indexOf('.');
    const english = parsed.get(`${reference}/${id.slice(0, dot)}.json`);
    if (dot < 1 || !english || !(id.slice(dot + 1) in english)) {
      problems.push({ file: NOTES_FILE, key: id, message: 'names a key that does not exist' });
    }
  }
  return problems;
}

/**
 * The whole check of a locales folder against the project's code: what `npm run check:locales`
 * and `astro build` run.
 * @param {string} root the locales folder
 * @param {string} project the folder holding src/ and server/
 */
export function runLocaleCheck(root, project) {
  const { languages, files, notes } = readLocales(root);
  const hashes = readHashes(root);
  const problems = checkLocales(files, languages, notes, 'en', {
    hashes,
    sources: readSources(project),
    brand: brandName(project),
  });
  /** @type {Map<string, Record<string, unknown>>} */
  const english = new Map();
  for (const [file, raw] of Object.entries(files)) {
    if (!file.startsWith('en/')) continue;
    try {
      const table = /** @type {unknown} */ (JSON.parse(raw));
      english.set(file.slice(3), /** @type {Record<string, unknown>} */ (table));
    } catch {
      // Reported by the check.
    }
  }
  const translated = languages.filter((l) => l !== 'en');
  const missing = unrecorded(hashes ?? {}, englishTexts(english), translated);
  const lines = problems.map((p) => {
    const where = /^(src|server)\//.test(p.file) ? p.file : `locales/${p.file}`;
    return `${where}${p.key ? ` ${p.key}` : ''}: ${p.message}`;
  });
  return { languages, files, problems, lines, unrecorded: missing.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const root =
    args.find((a) => !a.startsWith('--')) ?? fileURLToPath(new URL('../locales', import.meta.url));
  const project = fileURLToPath(new URL('..', import.meta.url));
  if (args.includes('--fix')) {
    const { files, notes } = readLocales(root);
    const fixed = fixLocales(files, notes);
    for (const [file, text] of Object.entries(fixed)) writeFileSync(join(root, file), text);
    console.log(`Fixed ${Object.keys(fixed).length} file(s).`);
  }
  const result = runLocaleCheck(root, project);
  if (result.unrecorded > 0) {
    console.warn(
      `Note: ${result.unrecorded} translation(s) have no confirmed English source yet (new keys): after checking them, npm run locales:confirm -- --new`,
    );
  }
  if (result.lines.length > 0) {
    for (const line of result.lines) console.error(line);
    console.error(`\n${result.lines.length} locale problem(s).`);
    process.exit(1);
  }
  console.log(
    `Locales OK: ${Object.keys(result.files).length} files in ${result.languages.length} languages.`,
  );
}
