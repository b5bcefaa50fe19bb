/**
 * Netlify-syntax `_redirects` and `_headers`, as the site build writes them into dist/. The local
 * server reads these files instead of knowing any route, so it behaves like the production CDN.
 */

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** `200!`-style: applies even when a file exists at the path. */
  force: boolean;
}

export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split('\n')) {
    const tokens = raw.replace(/#.*$/, '').trim().split(/\s+/).filter(Boolean);
    const [from, ...rest] = tokens;
    // Between from and to may stand query matchers (key=value); skip them.
    const toIndex = rest.findIndex((t) => t.startsWith('/') || /^https?:\/\//.test(t));
    const to = rest[toIndex];
    if (!from || !to) continue;
    const status = rest[toIndex + 1] ?? '301';
    // Conditions (Language=, Country=, Role=…) depend on the CDN's context: not emulated.
    if (rest.slice(toIndex + 2).length > 0) continue;
    const code = Number.parseInt(status, 10);
    if (Number.isNaN(code)) continue;
    rules.push({ from, to, status: code, force: status.endsWith('!') });
  }
  return rules;
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: raw.trim(), headers: [] });
      continue;
    }
    const current = rules.at(-1);
    const colon = raw.indexOf(':');
    if (!current || colon < 0) continue;
    current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * Matches a path against a pattern with `*` (splat, any rest) and `:name` segments; returns the
 * captured values (`splat` for the star) or null. Redirect sources are lenient like Netlify's
 * (`/x` also matches `/x/`, `/x/*` also matches `/x`); `_headers` patterns match exactly, since
 * the build lists `/x` and `/x/` as separate blocks that must not both apply.
 */
export function matchPattern(
  pattern: string,
  path: string,
  mode: 'lenient' | 'exact' = 'lenient',
): Record<string, string> | null {
  const names: string[] = [];
  let source = '';
  for (const token of pattern.match(/\*|:[A-Za-z_]\w*|[^*:]+|:/g) ?? []) {
    if (token === '*') {
      names.push('splat');
      source += '(.*)';
    } else if (token.length > 1 && token.startsWith(':')) {
      names.push(token.slice(1));
      source += '([^/]+)';
    } else {
      source += token.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  if (mode === 'lenient' && source.endsWith('/(.*)')) source = `${source.slice(0, -5)}(?:/(.*))?`;
  const match = new RegExp(`^${source}${mode === 'lenient' ? '/?' : ''}$`).exec(path);
  if (!match) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => (params[name] = match[i + 1] ?? ''));
  return params;
}

/** Fills `:splat` and `:name` placeholders of a rule's target. */
export function fillTarget(to: string, params: Record<string, string>): string {
  return to.replace(/:([A-Za-z_]+)/g, (whole, name: string) => params[name] ?? whole);
}
