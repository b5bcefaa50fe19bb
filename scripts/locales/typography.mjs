// @ts-check
// Typography per language (locales/README.md, "House style"). Each rule finds one kind of mistake;
// a rule with `fix` is mechanical, and `npm run check:locales -- --fix` applies it so that nobody
// has to type an invisible no-break space or a curly quote by hand.

import { outsideMarkup, withoutMarkup } from './markup.mjs';

/** @typedef {{ message: string; fixable: boolean }} TypographyProblem */
/**
 * @typedef {{
 *   langs: readonly string[] | 'all';
 *   find: (text: string) => string | null;
 *   fix?: (text: string, lang: string) => string;
 * }} Rule
 */

const NBSP = '\u00a0';

/** Quotation marks per language: opening and closing. */
export const QUOTES = /** @type {const} */ ({
  en: ['“', '”'],
  de: ['„', '“'],
  fr: [`«${NBSP}`, `${NBSP}»`],
  it: ['«', '»'],
  es: ['«', '»'],
});

/** Curly quotes a language does not use (German closes with “, so only ” and guillemets are foreign). */
const FOREIGN_QUOTES = /** @type {Record<string, RegExp>} */ ({
  en: /[„«»]/,
  de: /[”«»]/,
  fr: /[“”„]/,
  it: /[“”„]/,
  es: /[“”„]/,
});

// French: a no-break space before ? ! : ; and inside « » — a plain space lets the sign wrap alone
// onto the next line. The narrow one (U+202F) before ? ! ;, U+00A0 or U+202F before : and inside
// « ». A placeholder's end (`{{brand}}:`) is a word end too. Times (10:30), URLs (https:) and
// ellipses are not sentences and are left alone.
const NNBSP = '\u202f';
const AFTER_MARK = String.raw`(?=\s|$|["»)<])`;
const FRENCH_PLAIN_MARK = new RegExp(String.raw` ([?!:;»])${AFTER_MARK}`, 'g');
const FRENCH_PLAIN_SPACE = new RegExp(String.raw`${FRENCH_PLAIN_MARK.source}| »`);
const FRENCH_NO_SPACE = new RegExp(String.raw`(\p{L}|[»)]|\}\})([?!;:])${AFTER_MARK}`, 'u');
const FRENCH_WIDE_SPACE = new RegExp(String.raw`\u00a0([?!;])${AFTER_MARK}`);
const GUILLEMET_PLAIN_SPACE = '« ';
const GUILLEMET_NO_SPACE = /«(?=[^\s\u00a0\u202f])|(?<=[^\s\u00a0\u202f])»/;

/**
 * The space French puts before a mark.
 * @param {string} mark
 */
const frenchSpace = (mark) => ('?!;'.includes(mark) ? NNBSP : NBSP);

/** @type {Rule[]} */
const RULES = [
  {
    langs: ['fr'],
    find(text) {
      const plain = FRENCH_PLAIN_SPACE.exec(text);
      if (!plain) return null;
      const mark = plain[0].trim();
      return `a plain space before "${mark}": use a ${spaceName(mark)}`;
    },
    fix: (text) =>
      text
        .replace(
          FRENCH_PLAIN_MARK,
          (_, /** @type {string} */ mark) => `${frenchSpace(mark)}${mark}`,
        )
        .replace(/ »/g, `${NBSP}»`),
  },
  {
    langs: ['fr'],
    find(text) {
      const missing = FRENCH_NO_SPACE.exec(text);
      return missing
        ? `no space before "${missing[2]}": add a ${spaceName(missing[2] ?? '')}`
        : null;
    },
    fix: (text) =>
      text.replace(
        new RegExp(FRENCH_NO_SPACE.source, 'gu'),
        (_, /** @type {string} */ before, /** @type {string} */ mark) =>
          `${before}${frenchSpace(mark)}${mark}`,
      ),
  },
  {
    langs: ['fr'],
    find(text) {
      const wide = FRENCH_WIDE_SPACE.exec(text);
      return wide
        ? `a wide no-break space before "${wide[1]}": use a ${spaceName(wide[1] ?? '')}`
        : null;
    },
    fix: (text) => text.replace(new RegExp(FRENCH_WIDE_SPACE.source, 'g'), `${NNBSP}$1`),
  },
  {
    langs: ['fr'],
    find: (text) =>
      text.includes(GUILLEMET_PLAIN_SPACE) || GUILLEMET_NO_SPACE.test(text)
        ? 'guillemets take a no-break space inside: « texte »'
        : null,
    fix: (text) =>
      text
        .replace(/« /g, `«${NBSP}`)
        .replace(/«(?=[^\s\u00a0\u202f])/g, `«${NBSP}`)
        .replace(/(?<=[^\s\u00a0\u202f])»/g, `${NBSP}»`),
  },
  {
    langs: 'all',
    find: (text) => (text.includes('...') ? 'three dots: use the ellipsis "…"' : null),
    fix: (text) => text.replace(/\.\.\./g, '…'),
  },
  {
    langs: 'all',
    find: (text) => (text.includes("'") ? 'a straight apostrophe: use the curly ’' : null),
    fix: (text) => text.replace(/'/g, '’'),
  },
  {
    langs: 'all',
    find: (text) => (text.includes('"') ? 'straight quotes: use this language’s quotes' : null),
    fix: (text, lang) => curlQuotes(lang, text),
  },
  {
    langs: 'all',
    find: (text) =>
      /(\d|\}\})-(\d|\{\{)/.test(text) ? 'a range takes the en dash "–", not a hyphen' : null,
    fix: (text) => text.replace(/(\d|\}\})-(?=\d|\{\{)/g, '$1–'),
  },
  {
    langs: 'all',
    find: (text) => (text.includes(' - ') ? 'a spaced hyphen: use the en dash " – "' : null),
    fix: (text) => text.replace(/ - /g, ' – '),
  },
  {
    langs: ['es'],
    find: (text) => missingInvertedMark(text, '?', '¿') ?? missingInvertedMark(text, '!', '¡'),
  },
];

/**
 * How a message names the space French wants before a mark.
 * @param {string} mark
 */
function spaceName(mark) {
  return '?!;'.includes(mark)
    ? 'narrow no-break space (U+202F)'
    : 'no-break space (U+00A0, or the narrow U+202F)';
}

/**
 * Spanish opens a question with ¿ and an exclamation with ¡ in the same sentence.
 * @param {string} text
 * @param {string} mark
 * @param {string} opening
 */
function missingInvertedMark(text, mark, opening) {
  let sentenceStart = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === mark && !text.slice(sentenceStart, i).includes(opening)) {
      return `a "${mark}" without its opening "${opening}"`;
    }
    if (char && '.?!…:'.includes(char)) sentenceStart = i + 1;
  }
  return null;
}

/**
 * Straight double quotes replaced by the language's pair; a lone one stays (and stays reported).
 * @param {string} lang
 * @param {string} text
 */
function curlQuotes(lang, text) {
  const [open, close] =
    lang in QUOTES ? QUOTES[/** @type {keyof typeof QUOTES} */ (lang)] : QUOTES.en;
  return text.replace(/"\s*([^"]*?)\s*"/g, `${open}$1${close}`);
}

/**
 * The typography problems of one text in one language.
 * @param {string} lang
 * @param {string} original
 * @returns {TypographyProblem[]}
 */
export function typographyProblems(lang, original) {
  // Markup is reported as such (markup.mjs); its inside is no text to set.
  const text = withoutMarkup(original);
  /** @type {TypographyProblem[]} */
  const problems = [];
  for (const rule of RULES) {
    if (rule.langs !== 'all' && !rule.langs.includes(lang)) continue;
    const message = rule.find(text);
    if (message) problems.push({ message, fixable: !!rule.fix && rule.fix(text, lang) !== text });
  }
  const foreign = FOREIGN_QUOTES[lang]?.exec(text);
  if (foreign) {
    const [open, close] = QUOTES[/** @type {keyof typeof QUOTES} */ (lang)];
    problems.push({
      message: `"${foreign[0]}" is not a quotation mark of this language: use ${open.trim()}…${close.trim()}`,
      fixable: false,
    });
  }
  return problems;
}

/**
 * The text with every mechanical typography fix applied.
 * @param {string} lang
 * @param {string} text
 */
export function fixTypography(lang, text) {
  return outsideMarkup(text, (masked) => {
    let fixed = masked;
    for (const rule of RULES) {
      if (rule.fix && (rule.langs === 'all' || rule.langs.includes(lang)))
        fixed = rule.fix(fixed, lang);
    }
    return fixed;
  });
}
