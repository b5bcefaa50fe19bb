// Netlify reads dist/_headers, dist/_redirects and the project's netlify.toml, and serves every
// page, token link and unknown path as the local server does. The evaluator follows Netlify's
// documented matching (docs.netlify.com/manage/routing/{headers,redirects}) as its own parser
// implements it (@netlify/headers-parser): a header pattern matches case-insensitively with an
// optional trailing slash, a standalone `*` also matching nothing; a later rule's header replaces
// an earlier one's; `_redirects` rules apply before netlify.toml's, in order, a rule is shadowed
// by existing content unless forced, and a rule with status 404 answers its target with that
// status. Its CDN normalizes the path first (no rule can add or remove a trailing slash): with
// pretty URLs `signin.html` is served at `/signin` and also at `/signin.html`, `/signin/` moves to
// `/signin`, and `/dir` moves to `/dir/` when only `dir/index.html` exists.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  matchPattern,
  parseHeaders,
  parseRedirects,
  type HeaderRule,
  type RedirectRule,
} from '../../server/site/rules.ts';
import { hostingFiles } from '../../src/integrations/hosting.ts';
import { buildNetlifyToml } from '../../src/lib/hosting/netlify.ts';
import { DIST, requireDist } from '../../scripts/dist';
import {
  describeHostEquivalence,
  distName,
  isDistFile,
  ruleHeaders,
  type HostAnswer,
} from './support/hosting';

let headerRules: HeaderRule[] = [];
let redirects: RedirectRule[] = [];
const toml = readFileSync('netlify.toml', 'utf8');

/** The `[[redirects]]` tables of netlify.toml (one `key = value` a line, as the file is written). */
function tomlRedirects(text: string): RedirectRule[] {
  return text
    .split('[[redirects]]')
    .slice(1)
    .map((block) => {
      const value = (key: string) =>
        new RegExp(`^\\s*${key} = "?([^"\\n]*)"?$`, 'm').exec(block)?.[1];
      return {
        from: value('from')!,
        to: value('to')!,
        status: Number(value('status') ?? 301),
        force: value('force') === 'true',
      };
    });
}

beforeAll(() => {
  requireDist();
  // The files a Netlify build writes (the build for every host in dist/ has Cloudflare's shape).
  const files = hostingFiles(
    ['netlify'],
    parseHeaders(readFileSync(join(DIST, '_headers'), 'utf8')),
  );
  headerRules = parseHeaders(files._headers!);
  redirects = [...parseRedirects(files._redirects!), ...tomlRedirects(toml)];
});

/** Netlify's header pattern: segments, `:name` one segment, standalone `*` optional rest. */
function netlifyHeaderRegExp(pattern: string): RegExp {
  const parts = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      if (part === '*') return '?(.*)';
      return part.replace(/[\\^$+?.()|[\]{}]/g, '\\$&').replaceAll('*', '(.*)');
    });
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
}

/** Header names two matching rules set: Netlify would keep only the later value. */
const overlaps: string[] = [];

function netlifyHeaders(path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of headerRules) {
    if (!netlifyHeaderRegExp(rule.pattern).test(path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      if (key in headers) overlaps.push(`${path} ${name} (${rule.pattern})`);
      headers[key] = value;
    }
  }
  return headers;
}

/** Netlify's own rule files, which it never publishes as content. */
const RULE_FILES = ['/_headers', '/_redirects'];

const isContent = (path: string) => !RULE_FILES.includes(path) && isDistFile(path);

/** What Netlify's CDN serves at a path before any rule: a file, or the move to its one URL. */
function asset(path: string): { file: string } | { redirect: string } | null {
  if (isContent(path)) return { file: distName(path) };
  if (path.endsWith('/')) {
    if (isContent(`${path}index.html`)) return { file: distName(`${path}index.html`) };
    const bare = path.slice(0, -1);
    return bare && isContent(`${bare}.html`) ? { redirect: bare } : null;
  }
  if (isContent(`${path}.html`)) return { file: distName(`${path}.html`) };
  if (isContent(`${path}/index.html`)) return { redirect: `${path}/` };
  return null;
}

function netlify(rawPath: string): HostAnswer {
  const path = decodeURIComponent(rawPath).replace(/\/{2,}/g, '/');
  const headers = netlifyHeaders(path);
  const served = asset(path);
  if (served && 'redirect' in served) {
    return { status: 301, file: null, headers: { ...headers, location: served.redirect } };
  }
  for (const rule of redirects) {
    if (!matchPattern(rule.from, path) || (served && !rule.force)) continue;
    // The rules' targets here hold no placeholders (token links rewrite, they never redirect).
    if (rule.status >= 300 && rule.status < 400)
      return { status: rule.status, file: null, headers: { ...headers, location: rule.to } };
    const target = asset(rule.to);
    return { status: rule.status, file: target && 'file' in target ? target.file : null, headers };
  }
  if (served) return { status: 200, file: served.file, headers };
  return { status: 404, file: null, headers };
}

/**
 * `netlify dev` (the CLI's local server) matches `_headers` against the file a path was rewritten
 * to (`/signin` → `/signin.html`, a token link → its shell's file), not the asked path.
 */
function netlifyDev(path: string): HostAnswer {
  const answer = netlify(path);
  return answer.file ? { ...answer, headers: netlifyHeaders(`/${answer.file}`) } : answer;
}

describe('Netlify rules', () => {
  it('hold under netlify dev too: pages and token links keep their policy and noindex', async () => {
    const { localAnswer, servedPages, tokenLinks } = await import('./support/hosting');
    for (const { path } of [...servedPages(), ...tokenLinks()]) {
      const expected = ruleHeaders((await localAnswer(path)).headers);
      expect(ruleHeaders(netlifyDev(path).headers), path).toEqual(expected);
    }
    expect(netlifyDev('/fr/reset-password/a%40b.example/t').headers['x-robots-tag']).toBe(
      'noindex',
    );
  });

  it('never set one header twice for a path, so its override order does not matter', async () => {
    const { servedPages, tokenLinks } = await import('./support/hosting');
    overlaps.length = 0;
    for (const { path } of [...servedPages(), ...tokenLinks()]) {
      netlifyHeaders(path);
      netlifyHeaders(`${path}/`);
    }
    expect(overlaps).toEqual([]);
  });

  it('come from a netlify.toml that is current, with the build settings of a Git deployment', () => {
    expect(toml).toBe(buildNetlifyToml(readFileSync('.nvmrc', 'utf8').trim()));
    expect(toml).toMatch(/^\s*HOST_TARGET = "netlify"$/m);
    expect(toml).toMatch(/^\s*publish = "dist"$/m);
    expect(toml).toMatch(/^\s*pretty_urls = true$/m);
  });

  it('answer unknown paths in every language with the translated page, whatever HOST_TARGET was', () => {
    // The translated 404s live in netlify.toml, so even a build for every host gets them.
    expect(netlify('/fr/nope')).toMatchObject({ status: 404, file: 'fr/404.html' });
    expect(readFileSync(join(DIST, '_redirects'), 'utf8')).not.toMatch(/ 404/);
  });
});

describeHostEquivalence('Netlify', () => netlify, {
  privateFiles: ['_headers', '_redirects', '_nginx.conf', 'vercel.json'],
  servesHtmlSpelling: true,
});
