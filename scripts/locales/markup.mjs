// @ts-check
// What a text may hold besides words: {{placeholders}} filled in by the code, and named rich-text
// tags (`<terms>…</terms>`) that an island turns into links (src/lib/i18n/format.ts). Nothing else
// is markup: Astro, React and the emails escape every text, so HTML or an entity a translator
// types shows on screen as text.

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
/** Anything that looks like markup: `<b>`, `</a>`, `<br/>`, `<a href="…">`, `<!-- -->`. */
export const MARKUP = /<\/?[a-zA-Z!][^<>]*>/g;
const ENTITY = /&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;
const NAMED_TAG = /^<\/?([a-z]+)>$/;
/**
 * Element names HTML gives a meaning to: as a named tag they would suggest that HTML is rendered
 * (English may introduce a named tag of its own, such as <terms>, for the code to render).
 */
const HTML_ELEMENTS = new Set(
  'a abbr b big blockquote body br button center code del div em font form h1 h2 h3 h4 h5 h6 head hr html i iframe img input ins kbd li link mark meta ol p pre q s script small span strike strong style sub sup svg table td th tr u ul'.split(
    ' ',
  ),
);

/**
 * The sorted {{placeholders}} of a text: what every translation must keep.
 * @param {string} text
 */
export function placeholdersOf(text) {
  return [...text.matchAll(PLACEHOLDER)].map((m) => `{{${m[1]}}}`).sort();
}

/**
 * The names of the rich-text tags a text may use: those of its English text, or for English
 * itself any name HTML does not define.
 * @param {string | null} english the English text of the key, or null when checking English
 * @returns {(name: string) => boolean}
 */
export function allowedTags(english) {
  if (english === null) return (name) => !HTML_ELEMENTS.has(name);
  const names = new Set(
    [...english.matchAll(MARKUP)].map((m) => NAMED_TAG.exec(m[0])?.[1]).filter(Boolean),
  );
  return (name) => names.has(name);
}

/**
 * The allowed tags of a text in order, or why they do not nest (`</terms>…<terms>`).
 * @param {string} text
 * @param {(name: string) => boolean} allowed
 * @returns {{ tags: string[]; error: string | null }}
 */
export function tagsOf(text, allowed) {
  const tags = [...text.matchAll(MARKUP)]
    .map((m) => m[0])
    .filter((tag) => allowed(NAMED_TAG.exec(tag)?.[1] ?? ''));
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
 * Markup and entities that are not allowed tags: they would show as text.
 * @param {string} text
 * @param {(name: string) => boolean} allowed
 * @returns {string | null}
 */
export function htmlProblem(text, allowed) {
  const found = [
    ...[...text.matchAll(MARKUP)]
      .map((m) => m[0])
      .filter((tag) => !allowed(NAMED_TAG.exec(tag)?.[1] ?? '')),
    ...[...text.matchAll(ENTITY)].map((m) => m[0]),
  ];
  if (found.length === 0) return null;
  return `HTML is not rendered here and will show as text: ${found.join(' ')} (write plain text; a link or emphasis is a named tag the English text has)`;
}

/**
 * Runs `change` on the text with every piece of markup and entity masked, so that no rule
 * reads or rewrites the inside of a tag (an attribute's quotes, an entity's semicolon).
 * @param {string} text
 * @param {(masked: string) => string} change
 */
export function outsideMarkup(text, change) {
  /** @type {string[]} */
  const kept = [];
  const mask = (/** @type {string} */ piece) => {
    kept.push(piece);
    // Still reads as a tag boundary to the rules (French looks for "<" after a mark).
    return `<\uE000${kept.length - 1}\uE000>`;
  };
  const masked = text.replace(MARKUP, mask).replace(ENTITY, mask);
  return change(masked).replace(/<\uE000(\d+)\uE000>/g, (_, i) => kept[Number(i)] ?? '');
}

/**
 * The text with every piece of markup and entity replaced by an empty tag: what the typography
 * rules read.
 * @param {string} text
 */
export function withoutMarkup(text) {
  return text.replace(MARKUP, '<\uE000>').replace(ENTITY, '<\uE000>');
}
