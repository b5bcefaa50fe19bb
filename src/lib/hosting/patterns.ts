// How a `_headers`/`_redirects` pattern matches a path on the local server, and the same pattern as
// a regular expression for the hosts that take one (Vercel routes, nginx locations).

/** Text matched literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface CompiledPattern {
  /** Anchored expression; one capture per `:name` placeholder and for the `*` splat, in order. */
  source: string;
  /** The names of the captures: placeholder names, `splat` for the star. */
  names: string[];
}

/**
 * `*` matches the rest of the path (also nothing, so `/x/*` matches `/x`), `:name` one segment,
 * and a trailing slash in the path is optional (`/x` matches `/x` and `/x/`), except that a
 * pattern ending in a slash matches only paths that do (`/x/` matches `/x/`, as on Cloudflare).
 */
export function compilePattern(pattern: string): CompiledPattern {
  if (pattern === '/') return { source: '^/$', names: [] };
  const names: string[] = [];
  let source = '';
  const trimmed = pattern.replace(/\/+$/, '');
  for (const token of trimmed.match(/\*|:[A-Za-z_]\w*|[^*:]+|:/g) ?? []) {
    if (token === '*') {
      names.push('splat');
      source += '(.*)';
    } else if (token.length > 1 && token.startsWith(':')) {
      names.push(token.slice(1));
      source += '([^/]+)';
    } else {
      source += escapeRegExp(token);
    }
  }
  if (source.endsWith('/(.*)')) source = `${source.slice(0, -5)}(?:/(.*))?`;
  const slash = pattern.length > 1 && pattern.endsWith('/') ? '/' : '/?';
  return { source: `^${source}${slash}$`, names };
}

/** The values a path gives a pattern's placeholders (`splat` for the star), or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const { source, names } = compilePattern(pattern);
  const match = new RegExp(source).exec(path);
  if (!match) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => (params[name] = match[i + 1] ?? ''));
  return params;
}
