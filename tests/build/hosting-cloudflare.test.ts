// Cloudflare Pages reads dist/_headers and dist/_redirects within its documented limits, and
// serves every page, token link and unknown path as the local server does. The evaluator follows
// the documentation (developers.cloudflare.com/pages/configuration/{headers,redirects,serving-pages}):
// `*` matches anything, `:name` one segment, a pattern matches the whole path; all matching header
// rules apply, a header set twice is joined with a comma; the first matching redirect applies,
// whether or not a file exists; `page.html` is served at `/page` (`/page.html` and `/page/` redirect
// there, as `/dir/index.html` and `/dir` do to `/dir/`); a miss gets the nearest `404.html` up the
// directory tree. hosting-wrangler.test.ts checks the same with Cloudflare's own runtime.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseHeaders, type HeaderRule } from '../../server/site/rules.ts';
import { DIST, requireDist } from '../../scripts/dist';
import { describeHostEquivalence, distName, isDistFile, type HostAnswer } from './support/hosting';

const MAX_HEADER_RULES = 100;
const MAX_HEADER_LINE = 2000;
const MAX_STATIC_REDIRECTS = 2000;
const MAX_DYNAMIC_REDIRECTS = 100;
const MAX_REDIRECT_LINE = 1000;
const REDIRECT_CODES = ['200', '301', '302', '303', '307', '308'];

let headersText = '';
let redirectLines: string[][] = [];
let headerRules: HeaderRule[] = [];

beforeAll(() => {
  requireDist();
  headersText = readFileSync(join(DIST, '_headers'), 'utf8');
  headerRules = parseHeaders(headersText);
  redirectLines = readFileSync(join(DIST, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .map((line) => line.trim().split(/\s+/));
});

/** A Cloudflare pattern as an expression over the whole path. */
function cloudflareRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '([^/]+)'))
    .join('(.*)');
  return new RegExp(`^${source}$`);
}

const isDynamic = (source: string) => /[*:]/.test(source);

function cloudflareHeaders(path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of headerRules) {
    if (!cloudflareRegExp(rule.pattern).test(path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
    }
  }
  return headers;
}

/** Cloudflare's own rule files, which it never uploads as assets. */
const RULE_FILES = ['/_headers', '/_redirects'];

const isAsset = (path: string) => !RULE_FILES.includes(path) && isDistFile(path);

/** The asset Cloudflare serves for a path, or the redirect to its one URL. */
function asset(path: string): { file: string } | { redirect: string } | null {
  if (path.endsWith('/index.html')) {
    return isAsset(path) ? { redirect: path.slice(0, -'index.html'.length) } : null;
  }
  if (path.endsWith('.html')) return isAsset(path) ? { redirect: path.slice(0, -5) } : null;
  if (path.endsWith('/')) {
    if (isAsset(`${path}index.html`)) return { file: distName(`${path}index.html`) };
    return path !== '/' && isAsset(`${path.slice(0, -1)}.html`)
      ? { redirect: path.slice(0, -1) }
      : null;
  }
  if (isAsset(path)) return { file: distName(path) };
  if (isAsset(`${path}.html`)) return { file: distName(`${path}.html`) };
  if (isAsset(`${path}/index.html`)) return { redirect: `${path}/` };
  return null;
}

function cloudflare(rawPath: string): HostAnswer {
  const path = decodeURIComponent(rawPath).replace(/\/{2,}/g, '/');
  const headers = cloudflareHeaders(path);
  for (const [from, to, code = '302'] of redirectLines) {
    const match = cloudflareRegExp(from!).exec(path);
    if (!match) continue;
    if (code !== '200') {
      // Placeholders filled in (`:email` from the path), as Cloudflare fills them.
      const names = [...from!.matchAll(/:(\w+)/g)].map(([, name]) => name!);
      const location = to!.replace(/:(\w+)/g, (_, name: string) => match[names.indexOf(name) + 1]!);
      return { status: Number(code), file: null, headers: { ...headers, location } };
    }
    const served = asset(to!);
    if (served && 'file' in served) return { status: 200, file: served.file, headers };
  }
  const served = asset(path);
  if (served && 'file' in served) return { status: 200, file: served.file, headers };
  if (served)
    return { status: 308, file: null, headers: { ...headers, location: served.redirect } };
  return notFound(path, headers);
}

function notFound(path: string, headers: Record<string, string>): HostAnswer {
  const dirs = path.split('/').slice(1, -1);
  for (let depth = dirs.length; depth >= 0; depth--) {
    const page = `/${[...dirs.slice(0, depth), '404.html'].join('/')}`;
    if (isDistFile(page)) return { status: 404, file: distName(page), headers };
  }
  return { status: 404, file: null, headers };
}

describe('Cloudflare Pages limits', () => {
  it(`reads at most ${MAX_HEADER_RULES} header rules, lines up to ${MAX_HEADER_LINE} characters`, () => {
    expect(headerRules.length).toBeLessThanOrEqual(MAX_HEADER_RULES);
    for (const line of headersText.split('\n')) {
      expect(line.length, line.slice(0, 60)).toBeLessThanOrEqual(MAX_HEADER_LINE);
    }
    for (const rule of headerRules) {
      expect(rule.pattern.split('*').length, rule.pattern).toBeLessThanOrEqual(2);
    }
    // Cloudflare keys its rules by pattern: a repeated pattern would replace the earlier block.
    const patterns = headerRules.map((rule) => rule.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('has only supported redirects: static ones first, within the counts, no 404 rewrites', () => {
    const firstDynamic = redirectLines.findIndex(([from]) => isDynamic(from!));
    const statics = firstDynamic === -1 ? redirectLines.length : firstDynamic;
    expect(statics).toBeLessThanOrEqual(MAX_STATIC_REDIRECTS);
    // Everything from the first dynamic rule on counts as dynamic.
    expect(redirectLines.length - statics).toBeLessThanOrEqual(MAX_DYNAMIC_REDIRECTS);
    for (const line of redirectLines) {
      expect(line.join(' ').length).toBeLessThanOrEqual(MAX_REDIRECT_LINE);
      expect(line.length, line.join(' ')).toBeLessThanOrEqual(3);
      expect(REDIRECT_CODES, line.join(' ')).toContain(line[2] ?? '302');
    }
  });

  it('finds a translated 404.html in each language directory', () => {
    for (const code of ['fr', 'it', 'de', 'es']) expect(isDistFile(`/${code}/404.html`)).toBe(true);
  });
});

describeHostEquivalence('Cloudflare Pages', () => cloudflare, {
  privateFiles: ['_headers', '_redirects'],
});
