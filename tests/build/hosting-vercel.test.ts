// Vercel reads dist/vercel.json within its documented limits and serves every page, token link and
// unknown path as the local server does. The evaluator follows Vercel's routes (vercel.com/docs,
// project configuration, legacy `routes`): routes are regular expressions tried in order; a route
// that `continue`s adds its headers and matching goes on; `{ handle: 'filesystem' }` serves an
// existing file; after it, the first matching route answers with its `dest` and `status`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { buildVercelConfig } from '../../src/lib/hosting/vercel.ts';
import { DIST, requireDist } from './support/dist';
import { describeHostEquivalence, distName, isDistFile, type HostAnswer } from './support/hosting';

let config: ReturnType<typeof buildVercelConfig> & Record<string, unknown>;

beforeAll(() => {
  requireDist();
  config = JSON.parse(readFileSync(join(DIST, 'vercel.json'), 'utf8'));
});

function asset(path: string): string | null {
  if (isDistFile(path)) return distName(path);
  const index = `${path.replace(/\/$/, '')}/index.html`;
  return isDistFile(index) ? distName(index) : null;
}

const fill = (text: string, match: RegExpExecArray) =>
  text.replace(/\$(\d)/g, (_, i: string) => match[Number(i)] ?? '');

function vercel(path: string): HostAnswer {
  const headers: Record<string, string> = {};
  const filesystem = config.routes.findIndex((r) => r.handle === 'filesystem');
  for (const route of config.routes.slice(0, filesystem)) {
    const match = new RegExp(route.src!).exec(path);
    if (!match) continue;
    for (const [name, value] of Object.entries(route.headers ?? {})) {
      headers[name.toLowerCase()] = fill(value, match);
    }
    if (route.continue) continue;
    const status = route.status ?? 200;
    if (status >= 300 && status < 400) return { status, file: null, headers };
    return { status, file: route.dest ? asset(fill(route.dest, match)) : null, headers };
  }
  const file = asset(path);
  if (file) return { status: 200, file, headers };
  for (const route of config.routes.slice(filesystem + 1)) {
    const match = new RegExp(route.src!).exec(path);
    if (!match) continue;
    return { status: route.status ?? 200, file: asset(fill(route.dest!, match)), headers };
  }
  return { status: 404, file: null, headers };
}

/** Vercel's documented maximum number of routes in one vercel.json. */
const VERCEL_MAX_ROUTES = 1024;

describe('Vercel limits', () => {
  it(`has at most ${VERCEL_MAX_ROUTES} routes, each a valid expression, and nothing routes cannot be mixed with`, () => {
    expect(Object.keys(config)).toEqual(['routes']);
    expect(config.routes.length).toBeLessThanOrEqual(VERCEL_MAX_ROUTES);
    expect(config.routes.filter((r) => r.handle === 'filesystem')).toHaveLength(1);
    for (const route of config.routes) {
      if (route.handle) continue;
      expect(() => new RegExp(route.src!), route.src).not.toThrow();
    }
  });

  it('sends a page’s file path to the page', () => {
    const moved = vercel('/fr/signin/index.html');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/fr/signin');
    expect(vercel('/index.html').headers.location).toBe('/');
  });
});

describeHostEquivalence('Vercel', () => vercel, {
  privateFiles: ['_headers', '_redirects', 'vercel.json', '_nginx.conf'],
});
