// @ts-check
// Stale translations. locales/.source-hashes.json records, per language and key, a hash of the
// English text the translation was last confirmed against: `{ "fr": { "signin.title": "…" } }`.
// When the English text changes, its hash no longer matches and the check asks for a review until
// `npm run locales:confirm -- <lang> <key>` records the new one.
import { createHash } from 'node:crypto';

/** @typedef {{ file: string; key?: string; message: string }} LocaleProblem */
/** @typedef {Record<string, Record<string, string>>} SourceHashes */

export const HASHES_FILE = '.source-hashes.json';

/**
 * A short hash of an English text: enough to notice a change, short enough to read in a diff.
 * @param {string} text
 */
export function sourceHash(text) {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/**
 * Every English text by `<ns>.<key>`, from parsed English tables by namespace file (`a.json`).
 * @param {ReadonlyMap<string, Record<string, unknown>>} english
 */
export function englishTexts(english) {
  /** @type {Map<string, string>} */
  const texts = new Map();
  for (const [file, table] of english) {
    const ns = file.replace(/\.json$/, '');
    for (const [key, value] of Object.entries(table)) {
      if (typeof value === 'string') texts.set(`${ns}.${key}`, value);
    }
  }
  return texts;
}

/**
 * The translations whose English changed since they were confirmed. A translation with no
 * recorded hash is not stale (it was just added): `unrecorded` lists those.
 * @param {SourceHashes} hashes
 * @param {ReadonlyMap<string, string>} texts
 * @param {readonly string[]} languages translated languages (English excluded)
 * @returns {LocaleProblem[]}
 */
export function staleProblems(hashes, texts, languages) {
  /** @type {LocaleProblem[]} */
  const problems = [];
  for (const lang of languages) {
    for (const [id, text] of texts) {
      const recorded = hashes[lang]?.[id];
      if (recorded === undefined || recorded === sourceHash(text)) continue;
      const dot = id.indexOf('.');
      problems.push({
        file: `${lang}/${id.slice(0, dot)}.json`,
        key: id.slice(dot + 1),
        message: `needs review: the English text changed since this translation was confirmed (then npm run locales:confirm -- ${lang} ${id})`,
      });
    }
  }
  return problems;
}

/**
 * `<lang> <ns.key>` of every translation with no recorded English hash.
 * @param {SourceHashes} hashes
 * @param {ReadonlyMap<string, string>} texts
 * @param {readonly string[]} languages
 */
export function unrecorded(hashes, texts, languages) {
  return languages.flatMap((lang) =>
    [...texts.keys()].filter((id) => hashes[lang]?.[id] === undefined).map((id) => `${lang} ${id}`),
  );
}

/**
 * The hashes with the given translations confirmed against today's English, keys that no
 * longer exist dropped, sorted for stable diffs.
 * @param {SourceHashes} hashes
 * @param {ReadonlyMap<string, string>} texts
 * @param {readonly { lang: string; id: string }[]} confirmed
 * @returns {SourceHashes}
 */
export function confirm(hashes, texts, confirmed) {
  /** @type {SourceHashes} */
  const next = {};
  for (const [lang, table] of Object.entries(hashes)) next[lang] = { ...table };
  for (const { lang, id } of confirmed) {
    const text = texts.get(id);
    if (text !== undefined) (next[lang] ??= {})[id] = sourceHash(text);
  }
  return Object.fromEntries(
    Object.keys(next)
      .sort()
      .map((lang) => [
        lang,
        Object.fromEntries(
          Object.entries(next[lang] ?? {})
            .filter(([id]) => texts.has(id))
            .sort(([a], [b]) => a.localeCompare(b)),
        ),
      ]),
  );
}
