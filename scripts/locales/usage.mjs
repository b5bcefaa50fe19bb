// @ts-check
// Which translation keys the code uses. The code names keys as string literals `'ns.key'` (typed
// against the English files, src/lib/i18n), sometimes built from a template (`onboarding.genre.${id}`,
// `${screen}.pageTitle`): a template uses every key it can produce. A file that names `<ns>.json`
// and no other (a module loading one namespace itself) may use that namespace's keys unprefixed.

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
 * The pattern a template literal's text can produce (`a.${x}.b` → /^a\..+\.b$/), or null when
 * it does not look like a key template.
 * @param {string} body
 */
function templatePattern(body) {
  if (!body.includes('${')) return null;
  const parts = body.split(/\$\{[^}]*\}/);
  // A key template has a fixed word beside a dot (`${a}.${b}` could be anything: not a key).
  if (!parts.every((p) => /^[\w.-]*$/.test(p)) || !parts.some((p) => /\w\.|\.\w/.test(p))) {
    return null;
  }
  return new RegExp(`^${parts.map(escape).join('.+')}$`);
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
  const used = new Set();
  /** @type {RegExp[]} */
  const templates = [];
  /** @type {LocaleProblem[]} */
  const problems = [];
  for (const [path, code] of Object.entries(sources)) {
    const named = [...english.keys()].filter((ns) => code.includes(`${ns}.json`));
    // The i18n module names every file: only a module of one namespace uses bare keys.
    const ownNamespaces = named.length === 1 ? named : [];
    for (const [, body = ''] of code.matchAll(TEMPLATE)) {
      const pattern = templatePattern(body);
      if (!pattern) continue;
      templates.push(pattern);
      for (const ns of ownNamespaces)
        templates.push(new RegExp(`^${ns}\\.${pattern.source.slice(1)}`));
    }
    for (const [, , body = ''] of code.matchAll(WORD)) {
      for (const ns of ownNamespaces) used.add(`${ns}.${body}`);
      if (!KEY_LIKE.test(body) || FILE_NAME.test(body)) continue;
      // In a module of one namespace, a bare key of that namespace is not another namespace's.
      if (ownNamespaces.some((ns) => english.get(ns)?.includes(body))) continue;
      used.add(body);
      const dot = body.indexOf('.');
      const keys = english.get(body.slice(0, dot));
      if (keys && !keys.includes(body.slice(dot + 1))) {
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
      const id = `${ns}.${key}`;
      if (used.has(id) || templates.some((t) => t.test(id))) continue;
      problems.push({
        file: `${reference}/${ns}.json`,
        key,
        message: 'is used by no code in src/ or server/: remove it from every language',
      });
    }
  }
  return problems;
}
