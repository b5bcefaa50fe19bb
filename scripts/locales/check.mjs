// @ts-check
// The rules of `npm run check:locales` on locale files held in memory (scripts/check-locales.mjs
// reads them from disk and prints the problems with their lines). Every language has exactly the
// English keys, none empty, with the same {{placeholders}} and the same named tags in the same
// order, properly closed, and no other markup; every file parses; the typography of each language
// holds (typography.mjs), and so does the glossary of locales/README.md (glossary.mjs); no text names the brand instead of {{brand}}; no translation is the
// English text unless notes.json allows it; the limits of notes.json hold; no translation is stale
// (hashes.mjs); every English key is used by the code and every key the code uses exists
// (usage.mjs).
import { glossaryProblems, parseGlossary } from './glossary.mjs';
import { englishTexts, staleProblems } from './hashes.mjs';
import { syntaxProblem } from './json.mjs';
import { allowedTags, htmlProblem, placeholdersOf, tagsOf, withoutMarkup } from './markup.mjs';
import { NOTES_FILE, parseNotes, visibleLength } from './notes.mjs';
import { typographyProblems } from './typography.mjs';
import { usageProblems } from './usage.mjs';

/** @typedef {{ file: string; key?: string; message: string }} LocaleProblem */
/** @typedef {import('./notes.mjs').Note} Note */
/**
 * What the check compares the locale files with; each rule is off when its input is missing.
 * @typedef {{
 *   hashes?: import('./hashes.mjs').SourceHashes | null;
 *   sources?: Readonly<Record<string, string>> | null;
 *   brand?: string | null;
 *   glossary?: string | null;
 * }} CheckOptions
 */

export const UNTRANSLATED =
  'is the English text, untranslated: translate it, or allow it in notes.json ("sameAsEnglish": ["<lang>"]) when it is a name';

/**
 * Whether a translation that reads exactly as the English is a mistake: it has words (not only
 * placeholders, tags, numbers or signs) and notes.json does not allow it for this language.
 * @param {string} value
 * @param {unknown} source
 * @param {Note | undefined} note
 * @param {string} lang
 */
function untranslated(value, source, note, lang) {
  if (value !== source) return false;
  if (!/\p{L}/u.test(withoutMarkup(value).replace(/\{\{\s*\w+\s*\}\}/g, ''))) return false;
  const allowed = note?.sameAsEnglish;
  return !(allowed === true || (Array.isArray(allowed) && allowed.includes(lang)));
}

/**
 * The problems of one text: markup, typography, brand and length.
 * @param {{ lang: string; value: string; english: unknown; note: Note | undefined; brand: string | null; reference: string; glossary: import('./glossary.mjs').GlossaryRule[] }} entry
 * @returns {string[]}
 */
function textProblems({ lang, value, english, note, brand, reference, glossary }) {
  /** @type {string[]} */
  const messages = [];
  if (value.trim() === '') messages.push('is empty');
  const allowed = allowedTags(lang === reference || typeof english !== 'string' ? null : english);
  const html = htmlProblem(value, allowed);
  if (html) messages.push(html);
  const { error } = tagsOf(value, allowed);
  if (error) messages.push(`tags: ${error}`);
  // The English the spec quotes keeps its own typography (a language still being translated may
  // hold that English too); every other text follows the house style.
  if (!(note?.verbatim && value === english)) {
    for (const { message, fixable } of typographyProblems(lang, value)) {
      messages.push(`${message}${fixable ? ' (npm run check:locales -- --fix repairs it)' : ''}`);
    }
  }
  if (brand && value.toLowerCase().includes(brand.toLowerCase())) {
    messages.push(`names the brand "${brand}": write {{brand}}`);
  }
  messages.push(...glossaryProblems(glossary, lang, value));
  const length = visibleLength(value, brand ?? '');
  if (note?.maxLength !== undefined && length > note.maxLength) {
    messages.push(
      `is ${length} characters long, more than the ${note.maxLength} notes.json allows`,
    );
  }
  return messages;
}

/**
 * What a translation must keep of its English: the placeholders and the named tags in order.
 * @param {string} value
 * @param {string} source
 * @returns {string[]}
 */
function sourceProblems(value, source) {
  /** @type {string[]} */
  const messages = [];
  const expected = placeholdersOf(source).join(' ');
  const actual = placeholdersOf(value).join(' ');
  if (expected !== actual) {
    messages.push(`placeholders differ: English has [${expected}], this has [${actual}]`);
  }
  const allowed = allowedTags(source);
  const englishTags = tagsOf(source, allowed).tags.join('');
  const tags = tagsOf(value, allowed).tags.join('');
  if (englishTags !== tags) {
    messages.push(
      `tags differ: English has ${englishTags || 'none'} in this order, this has ${tags || 'none'}`,
    );
  }
  return messages;
}

/**
 * Parses every file; what does not parse is a problem.
 * @param {Readonly<Record<string, string>>} files
 * @param {LocaleProblem[]} problems
 */
function parseFiles(files, problems) {
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
  return parsed;
}

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
  const glossary = parseGlossary(options.glossary ?? null);
  /** @type {LocaleProblem[]} */
  const problems = [];
  const parsed = parseFiles(files, problems);
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
    /** @type {LocaleProblem[]} */
    const copies = [];
    let texts = 0;
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
          const message = 'value must be a string (keys are flat: "a.b": "text")';
          problems.push({ file, key, message });
          continue;
        }
        const note = notes.get(`${ns.replace(/\.json$/, '')}.${key}`);
        const entry = { lang, value, english: english[key], note, brand, reference, glossary };
        for (const message of textProblems(entry)) problems.push({ file, key, message });
        if (lang === reference) continue;
        texts += 1;
        if (!(key in english))
          problems.push({ file, key, message: `is not in ${reference}/${ns}` });
        else if (untranslated(value, english[key], note, lang)) {
          copies.push({ file, key, message: UNTRANSLATED.replace('<lang>', lang) });
        }
        if (typeof english[key] === 'string') {
          for (const message of sourceProblems(value, english[key])) {
            problems.push({ file, key, message });
          }
        }
      }
      if (lang === reference) continue;
      for (const key of Object.keys(english)) {
        if (!(key in table)) problems.push({ file, key, message: 'is missing' });
      }
    }
    // A language being added starts as a copy of English (docs/adding-a-language.md, "Adding a language"): the
    // copy as a whole is not a mistake, a few English texts among translations are.
    if (copies.length * 2 <= texts) problems.push(...copies);
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
