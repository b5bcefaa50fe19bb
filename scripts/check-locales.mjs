#!/usr/bin/env node
// @ts-check
// `npm run check:locales` (or `node scripts/check-locales.mjs` on a fresh checkout: plain Node, no
// install needed). Every language has exactly the English keys, none empty, with the same
// {{placeholders}} and the same <tags> in the same order, properly closed; every file parses (a
// syntax error is reported with its line and column); French puts a no-break space before ? ! : ;
// and the translator notes (locales/notes.json) only name keys that exist. Exits 1 with one line
// per problem, naming file and key.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** @typedef {{ file: string; key?: string; message: string }} LocaleProblem */

/** The translator notes file: `{ "<namespace>.<key>": "note" }`. */
const NOTES_FILE = 'notes.json';

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

// French typography: a no-break space (U+00A0, or the narrow U+202F) before ? ! : ; — a plain
// space there lets the sign wrap alone onto the next line. Times (10:30), URLs (https:) and
// ellipses are not sentences and are left alone.
const FRENCH_PLAIN_SPACE = / [?!:;](?=\s|$|["»)<])/;
const FRENCH_NO_SPACE = /[\p{L}»)][?!;:](?=\s|$|["»)<])/u;

/**
 * What is wrong with the spacing of a French text, or null.
 * @param {string} text
 */
function frenchSpacingProblem(text) {
  const plain = FRENCH_PLAIN_SPACE.exec(text);
  if (plain) return `a plain space before "${plain[0].trim()}": use a no-break space (U+00A0)`;
  const missing = FRENCH_NO_SPACE.exec(text);
  if (missing) return `no space before "${missing[0].slice(-1)}": add a no-break space (U+00A0)`;
  return null;
}

// Exported for check-locales.test.ts: many in-memory cases, no folder and process for each.
/**
 * Checks locale files given as `{ '<lang>/<ns>.json': raw JSON text }`, English being the
 * reference, and the translator notes (raw JSON text of locales/notes.json, or null).
 * @param {Readonly<Record<string, string>>} files
 * @param {readonly string[]} languages
 * @param {string | null} [notes]
 * @param {string} [reference]
 * @returns {LocaleProblem[]}
 */
export function checkLocales(files, languages, notes = null, reference = 'en') {
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
        if (lang === 'fr') {
          const spacing = frenchSpacingProblem(value);
          if (spacing) problems.push({ file, key, message: spacing });
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
  problems.push(...checkNotes(notes, parsed, reference));
  return problems;
}

/**
 * The translator notes name only keys that exist, and say something.
 * @param {string | null} notes
 * @param {Map<string, Record<string, unknown>>} parsed
 * @param {string} reference
 * @returns {LocaleProblem[]}
 */
function checkNotes(notes, parsed, reference) {
  if (notes === null) return [];
  /** @type {LocaleProblem[]} */
  const problems = [];
  /** @type {unknown} */
  let table;
  try {
    table = JSON.parse(notes);
  } catch (error) {
    return [{ file: NOTES_FILE, message: syntaxProblem(notes, error) }];
  }
  for (const [id, note] of Object.entries(/** @type {Record<string, unknown>} */ (table))) {
    const dot = id.indexOf('.');
    const english = parsed.get(`${reference}/${id.slice(0, dot)}.json`);
    if (dot < 1 || !english || !(id.slice(dot + 1) in english)) {
      problems.push({ file: NOTES_FILE, key: id, message: 'names a key that does not exist' });
    } else if (typeof note !== 'string' || note.trim() === '') {
      problems.push({ file: NOTES_FILE, key: id, message: 'is empty' });
    }
  }
  return problems;
}

/**
 * Reads locales/: every folder is a language (en the reference), every .json file a screen.
 * @param {string} root
 */
function readLocales(root) {
  const languages = readdirSync(root)
    .filter((name) => statSync(join(root, name)).isDirectory())
    .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
  /** @type {Record<string, string>} */
  const files = {};
  for (const lang of languages) {
    for (const name of readdirSync(join(root, lang))) {
      if (name.endsWith('.json'))
        files[`${lang}/${name}`] = readFileSync(join(root, lang, name), 'utf8');
    }
  }
  const notesPath = join(root, NOTES_FILE);
  const notes = existsSync(notesPath) ? readFileSync(notesPath, 'utf8') : null;
  return { languages, files, notes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.argv[2] ?? fileURLToPath(new URL('../locales', import.meta.url));
  const { languages, files, notes } = readLocales(root);
  const problems = checkLocales(files, languages, notes);
  if (problems.length > 0) {
    for (const p of problems) {
      console.error(`locales/${p.file}${p.key ? ` ${p.key}` : ''}: ${p.message}`);
    }
    console.error(`\n${problems.length} locale problem(s).`);
    process.exit(1);
  }
  console.log(`Locales OK: ${Object.keys(files).length} files in ${languages.length} languages.`);
}
