// @ts-check
// The translator notes, locales/notes.json: `{ "<ns>.<key>": "note" }`, or an object when a key
// has rules a machine checks: `{ "note": "…", "maxLength": 20 }` (every language, tags left out)
// and `"verbatim": true` when the specification quotes the English text word for word (the English
// then keeps its wording and typography; translations follow the house style);
// `"sameAsEnglish": ["de", "fr"]` (or `true` for every language) when a translation rightly reads
// as the English (a name: Essential, Rock, Showroom).

/** @typedef {{ file: string; key?: string; message: string }} LocaleProblem */
/** @typedef {{ note: string; maxLength?: number; verbatim?: boolean; sameAsEnglish?: boolean | string[] }} Note */

export const NOTES_FILE = 'notes.json';

/**
 * The notes by key, and what is wrong with the file.
 * @param {string | null} raw
 * @param {(raw: string, error: unknown) => string} syntaxProblem
 * @returns {{ notes: Map<string, Note>; problems: LocaleProblem[] }}
 */
export function parseNotes(raw, syntaxProblem) {
  /** @type {Map<string, Note>} */
  const notes = new Map();
  /** @type {LocaleProblem[]} */
  const problems = [];
  if (raw === null) return { notes, problems };
  /** @type {unknown} */
  let table;
  try {
    table = JSON.parse(raw);
  } catch (error) {
    return { notes, problems: [{ file: NOTES_FILE, message: syntaxProblem(raw, error) }] };
  }
  for (const [id, value] of Object.entries(/** @type {Record<string, unknown>} */ (table))) {
    const entry =
      typeof value === 'string' ? { note: value } : /** @type {Partial<Note> | null} */ (value);
    if (typeof entry?.note !== 'string' || entry.note.trim() === '') {
      problems.push({ file: NOTES_FILE, key: id, message: 'is empty (write { "note": "…" })' });
      continue;
    }
    if (
      entry.maxLength !== undefined &&
      (!Number.isInteger(entry.maxLength) || entry.maxLength < 1)
    ) {
      problems.push({ file: NOTES_FILE, key: id, message: 'maxLength must be a whole number' });
      continue;
    }
    const same = entry.sameAsEnglish;
    if (
      same !== undefined &&
      same !== true &&
      !(Array.isArray(same) && same.every((lang) => typeof lang === 'string'))
    ) {
      problems.push({
        file: NOTES_FILE,
        key: id,
        message: 'sameAsEnglish must be true or a list of languages',
      });
      continue;
    }
    notes.set(id, /** @type {Note} */ (entry));
  }
  return { notes, problems };
}

/**
 * The length a reader sees: tags left out, {{brand}} as the brand name.
 * @param {string} text
 * @param {string} brand
 */
export function visibleLength(text, brand) {
  const visible = text.replace(/<\/?\w+>/g, '').replace(/\{\{\s*brand\s*\}\}/g, brand);
  // Characters as a reader counts them (é is one, whatever its encoding).
  return [...new Intl.Segmenter().segment(visible)].length;
}
