/**
 * Netlify-syntax `_redirects` and `_headers`, as the site build writes them into dist/. The local
 * server reads these files instead of knowing any route, so it behaves like the production CDN.
 */
import { matchPath } from '../../src/lib/hosting/patterns.ts';

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

/** The values a path gives a rule's placeholders (`splat` for `*`), or null: see lib/hosting/patterns. */
export const matchPattern = matchPath;

/** Fills `:splat` and `:name` placeholders of a rule's target. */
export function fillTarget(to: string, params: Record<string, string>): string {
  return to.replace(/:([A-Za-z_]+)/g, (whole, name: string) => params[name] ?? whole);
}
