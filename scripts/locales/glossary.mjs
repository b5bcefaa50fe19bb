// @ts-check
// The glossary the check enforces: the table under "Words the check enforces" in
// locales/README.md, one row per term and language, with the word to write and the words that
// must never stand in for it (`| plan | fr | offre | formule, forfait |`). The README stays the
// one glossary an editor reads; this reads the same table.

/** @typedef {{ term: string; lang: string; write: string; never: string[] }} GlossaryRule */

const HEADING = '### Words the check enforces';

/**
 * The rules of the README's enforced glossary table; none when the README has no such table.
 * @param {string | null} readme
 * @returns {GlossaryRule[]}
 */
export function parseGlossary(readme) {
  if (!readme) return [];
  const start = readme.indexOf(HEADING);
  if (start < 0) return [];
  const lines = readme.slice(start + HEADING.length).split('\n');
  /** @type {GlossaryRule[]} */
  const rules = [];
  for (const line of lines) {
    if (/^#{1,3} /.test(line)) break;
    if (!line.startsWith('|')) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const [term = '', lang = '', write = '', never = ''] = cells;
    if (term === 'Term' || /^-+$/.test(term) || !never) continue;
    rules.push({
      term,
      lang,
      write,
      never: never
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    });
  }
  return rules;
}

/**
 * A word as a whole word (no letter or hyphen glued to it), its first letter in either case.
 * @param {string} word
 */
function wholeWord(word) {
  const first = word.slice(0, 1);
  const rest = word.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `(?<![\\p{L}-])[${first.toLowerCase()}${first.toUpperCase()}]${rest}(?![\\p{L}-])`,
    'u',
  );
}

/**
 * What a text says against the glossary, in its language.
 * @param {readonly GlossaryRule[]} rules
 * @param {string} lang
 * @param {string} text
 * @returns {string[]}
 */
export function glossaryProblems(rules, lang, text) {
  // Placeholders are code, not words: `{{email}}` is no "email", nor is a broken `{{email}`
  // (reported as a placeholder problem).
  const words = text.replace(/\{\{[^{}\s]*\}{0,2}/g, ' ');
  return rules
    .filter((rule) => rule.lang === lang)
    .flatMap((rule) =>
      rule.never
        .filter((word) => wholeWord(word).test(words))
        .map(
          (word) =>
            `glossary: "${word}" is not the word for "${rule.term}" here: write "${rule.write}" (locales/README.md)`,
        ),
    );
}
