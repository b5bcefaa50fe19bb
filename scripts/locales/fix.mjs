// @ts-check
// `npm run check:locales -- --fix`: the mechanical typography repairs (typography.mjs) applied to
// locale files in memory. The inside of markup is never touched (markup.mjs), nor the English the
// specification quotes verbatim.
import { syntaxProblem } from './json.mjs';
import { parseNotes } from './notes.mjs';
import { fixTypography } from './typography.mjs';

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
