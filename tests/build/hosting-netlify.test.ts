// Netlify reads dist/_headers and the `_redirects` a HOST_TARGET=netlify build writes, and serves
// every page, token link and unknown path as the local server does. The evaluator follows Netlify's
// documented matching (docs.netlify.com/manage/routing/{headers,redirects}) as its own parser
// implements it (@netlify/headers-parser): a header pattern matches case-insensitively with an
// optional trailing slash, a standalone `*` also matching nothing; a later rule's header replaces
// an earlier one's; redirects apply in order, a rule is shadowed by an existing file unless forced
// (`!`), and a rule with status 404 answers its target with that status.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  matchPattern,
  parseHeaders,
  parseRedirects,
  type HeaderRule,
} from '../../server/site/rules.ts';
import { buildRedirects } from '../../src/lib/hosting.ts';
import { DIST, requireDist } from './support/dist';
import { describeHostEquivalence, distName, isDistFile, type HostAnswer } from './support/hosting';

let headerRules: HeaderRule[] = [];
const redirects = parseRedirects(buildRedirects('netlify'));

beforeAll(() => {
  requireDist();
  headerRules = parseHeaders(readFileSync(join(DIST, '_headers'), 'utf8'));
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

/** The file Netlify serves at a path: the file, or a directory's index.html. */
function asset(path: string): string | null {
  if (isDistFile(path)) return distName(path);
  const index = `${path.replace(/\/$/, '')}/index.html`;
  return isDistFile(index) ? distName(index) : null;
}

function netlify(path: string): HostAnswer {
  const headers = netlifyHeaders(path);
  // Netlify never serves its own rule files.
  const file = ['/_headers', '/_redirects'].includes(path) ? null : asset(path);
  for (const rule of redirects) {
    if (!matchPattern(rule.from, path) || (file && !rule.force)) continue;
    if (rule.status >= 300 && rule.status < 400)
      return { status: rule.status, file: null, headers };
    return { status: rule.status, file: asset(rule.to), headers };
  }
  if (file) return { status: 200, file, headers };
  return { status: 404, file: asset('/404.html'), headers };
}

describe('Netlify rules', () => {
  it('never set one header twice for a path, so its override order does not matter', async () => {
    const { servedPages, tokenLinks } = await import('./support/hosting');
    overlaps.length = 0;
    for (const { path } of [...servedPages(), ...tokenLinks()]) {
      netlifyHeaders(path);
      netlifyHeaders(`${path}/`);
    }
    expect(overlaps).toEqual([]);
  });

  it('send each page’s file path to the page before any rewrite', () => {
    expect(netlify('/fr/signin/index.html')).toMatchObject({ status: 301, file: null });
    expect(redirects.findIndex((r) => r.status === 200)).toBeGreaterThan(
      redirects.findLastIndex((r) => r.status === 301),
    );
  });
});

describeHostEquivalence('Netlify', () => netlify, { privateFiles: ['_headers', '_redirects'] });
