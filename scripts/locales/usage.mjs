// @ts-check
// Which translation keys the code uses. The code names keys as string literals `'ns.key'` (typed
// against the English files, src/lib/i18n), sometimes built from a template (`onboarding.genre.${id}`,
// `${screen}.pageTitle`). A template after a fixed prefix uses the keys whose varying part the
// code names somewhere as data (`'rock'` in a list of genres): `onboarding.genre.polka` is unused
// while no code says 'polka'. A template that starts with its variable uses every key it fits. A namespace that a module
// loads by itself (a file naming `<ns>.json` and no other, like the server's mail texts) is a
// table of its own: its keys are used unprefixed (`t('verify.subject')`), in any file.

/** @typedef {{ file: string; key?: string; message: string }} LocaleProblem */

// A quoted word (no space or quote inside, so a stray apostrophe cannot shift the pairs) and a
// template literal.
const WORD = /(['"`])([\w.-]+)\1/g;
const TEMPLATE = /`([^`]*)`/g;
const KEY_LIKE = /^[a-z]\w*\.[\w.-]*\w$/;
/** Strings such as 'common.json' or 'pricing.ts' are file names, not keys. */
const FILE_NAME = /\.(json|m?[jt]sx?|astro|css|html|md|svg|png|webp|txt)$/;

/**
 * Escapes a literal for a regular expression.
 * @param {string} text
 */
function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The pattern a template literal's text can produce (`a.${x}.b` → /^a\.(.+)\.b$/), or null when
 * it does not look like a key template. Its groups capture the varying parts.
 * @param {string} body
 */
function templatePattern(body) {
  if (!body.includes('${')) return null;
  const parts = body.split(/\$\{[^}]*\}/);
  // A key template has a fixed word beside a dot (`${a}.${b}` could be anything: not a key).
  if (!parts.every((p) => /^[\w.-]*$/.test(p)) || !parts.some((p) => /\w\.|\.\w/.test(p))) {
    return null;
  }
  return new RegExp(`^${parts.map(escape).join('(.+)')}$`);
}

/**
 * Usage problems: English keys no code uses, and keys the code uses that English lacks.
 * @param {ReadonlyMap<string, readonly string[]>} english namespace → its English keys
 * @param {Readonly<Record<string, string>>} sources code path → text
 * @param {string} reference
 * @returns {LocaleProblem[]}
 */
export function usageProblems(english, sources, reference = 'en') {
  /** @type {Set<string>} */
  const words = new Set();
  /** @type {RegExp[]} */
  const templates = [];
  /** @type {Set<string>} */
  const standalone = new Set();
  for (const code of Object.values(sources)) {
    const named = [...english.keys()].filter((ns) => code.includes(`${ns}.json`));
    // The i18n module names every file: only a module of one namespace uses bare keys.
    if (named.length === 1 && named[0]) standalone.add(named[0]);
    for (const [, body = ''] of code.matchAll(TEMPLATE)) {
      const pattern = templatePattern(body);
      if (pattern) templates.push(pattern);
    }
    for (const [, , body = ''] of code.matchAll(WORD)) words.add(body);
  }
  /** @param {string} id */
  const named = (id) =>
    words.has(id) ||
    templates.some((template) => {
      const match = template.exec(id);
      // A prefix-less template (`${screen}.pageTitle`) has no data to compare with.
      if (!match || template.source.startsWith('^(')) return !!match;
      return match.slice(1).every((part) => words.has(part));
    });
  /** Keys of the standalone namespaces, as the code names them (unprefixed). */
  const bare = new Set(
    [...standalone].flatMap((ns) => english.get(ns) ?? []).filter((key) => named(key)),
  );

  /** @type {LocaleProblem[]} */
  const problems = [];
  for (const [path, code] of Object.entries(sources)) {
    /** @type {Set<string>} */
    const reported = new Set();
    for (const [, , body = ''] of code.matchAll(WORD)) {
      if (!KEY_LIKE.test(body) || FILE_NAME.test(body) || bare.has(body) || reported.has(body)) {
        continue;
      }
      const dot = body.indexOf('.');
      const keys = english.get(body.slice(0, dot));
      if (keys && !keys.includes(body.slice(dot + 1))) {
        reported.add(body);
        problems.push({
          file: path,
          key: body,
          message: `uses a key that ${reference}/${body.slice(0, dot)}.json lacks: add it there (and in every language)`,
        });
      }
    }
  }
  for (const [ns, keys] of english) {
    for (const key of keys) {
      if (named(`${ns}.${key}`) || (standalone.has(ns) && bare.has(key))) continue;
      problems.push({
        file: `${reference}/${ns}.json`,
        key,
        message: 'is used by no code in src/ or server/: remove it from every language',
      });
    }
  }
  return problems;
}
