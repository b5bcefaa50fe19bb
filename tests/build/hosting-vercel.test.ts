// Vercel applies the Build Output API directory the build writes (`.vercel/output`: `static/` and
// config.json) within its documented limits, and serves every page, token link and unknown path as
// the local server does. The evaluator follows the Build Output API (vercel.com/docs/build-output-api
// /configuration): routes are regular expressions tried in order; a route that `continue`s adds its
// headers and matching goes on; `{ handle: 'filesystem' }` serves a static file at its name or at
// the path its `overrides` entry gives it (and only there); after it, the first matching route
// answers with its `dest` and `status`. The root vercel.json is what a Git deployment reads first.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  VERCEL_PROJECT_CONFIG,
  type VercelOutputConfig,
  type VercelRoute,
} from '../../src/lib/hosting/vercel.ts';
import { VERCEL_OUTPUT } from '../../src/integrations/hosting.ts';
import { DIST, requireDist } from '../../scripts/dist';
import { describeHostEquivalence, type HostAnswer } from './support/hosting';

const OUTPUT = join(DIST, '..', VERCEL_OUTPUT);
let config: VercelOutputConfig;
/** Static files by the path they are served at (`signin` → `signin.html`). */
let servedAt: Map<string, string>;

beforeAll(() => {
  requireDist();
  config = JSON.parse(readFileSync(join(OUTPUT, 'config.json'), 'utf8'));
  servedAt = new Map(Object.entries(config.overrides).map(([file, { path }]) => [path, file]));
});

/** The static file the file system serves at a path, or null. */
function staticFile(path: string): string | null {
  const name = decodeURIComponent(path).replace(/^\/+/, '') || 'index.html';
  const moved = servedAt.get(name);
  if (moved) return moved;
  if (name in config.overrides) return null; // served only at its override path
  const full = join(OUTPUT, 'static', name);
  return existsSync(full) && statSync(full).isFile() ? name : null;
}

const fill = (text: string, match: RegExpExecArray) =>
  text.replace(/\$(\d)/g, (_, i: string) => match[Number(i)] ?? '');

function answerOf(route: VercelRoute, match: RegExpExecArray, headers: Record<string, string>) {
  const status = route.status ?? 200;
  for (const [name, value] of Object.entries(route.headers ?? {})) {
    headers[name.toLowerCase()] = fill(value, match);
  }
  if (status >= 300 && status < 400) return { status, file: null, headers };
  return { status, file: route.dest ? staticFile(fill(route.dest, match)) : null, headers };
}

function vercel(rawPath: string): HostAnswer {
  const path = rawPath.replace(/%2F/gi, '/');
  const headers: Record<string, string> = {};
  const filesystem = config.routes.findIndex((r) => r.handle === 'filesystem');
  for (const route of config.routes.slice(0, filesystem)) {
    const match = new RegExp(route.src!).exec(path);
    if (!match) continue;
    if (route.continue) {
      for (const [name, value] of Object.entries(route.headers ?? {})) {
        headers[name.toLowerCase()] = fill(value, match);
      }
      continue;
    }
    return answerOf(route, match, headers);
  }
  const file = staticFile(path);
  if (file) return { status: 200, file, headers };
  for (const route of config.routes.slice(filesystem + 1)) {
    const match = new RegExp(route.src!).exec(path);
    if (match) return answerOf(route, match, headers);
  }
  return { status: 404, file: null, headers };
}

/** Vercel's documented maximum number of routes. */
const VERCEL_MAX_ROUTES = 1024;

describe('Vercel output', () => {
  it(`has at most ${VERCEL_MAX_ROUTES} routes, each a valid expression, and no other host's files`, () => {
    expect(Object.keys(config).sort()).toEqual(['overrides', 'routes', 'version']);
    expect(config.version).toBe(3);
    expect(config.routes.length).toBeLessThanOrEqual(VERCEL_MAX_ROUTES);
    expect(config.routes.filter((r) => r.handle === 'filesystem')).toHaveLength(1);
    for (const route of config.routes) {
      if (route.handle) continue;
      expect(() => new RegExp(route.src!), route.src).not.toThrow();
    }
    for (const name of ['_headers', '_redirects', '_nginx.conf', 'vercel.json']) {
      expect(existsSync(join(OUTPUT, 'static', name)), name).toBe(false);
    }
  });

  it('is what a Git deployment applies: the root vercel.json builds it and mixes in no routes', () => {
    const root = JSON.parse(readFileSync('vercel.json', 'utf8')) as Record<string, unknown>;
    expect(root).toEqual(VERCEL_PROJECT_CONFIG);
    expect(root.buildCommand).toMatch(/HOST_TARGET=vercel npm run build/);
    for (const key of [
      'routes',
      'headers',
      'rewrites',
      'redirects',
      'cleanUrls',
      'trailingSlash',
    ]) {
      expect(root, key).not.toHaveProperty(key);
    }
  });
});

describeHostEquivalence('Vercel', () => vercel, {
  privateFiles: ['_headers', '_redirects', 'vercel.json', '_nginx.conf'],
});
