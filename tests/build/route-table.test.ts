// The route table (src/lib/routes.ts) is read at build time, by the hosts' rules and by the API:
// the browser's code writes the paths it needs as literals the type checks against the table, so
// no script of the built site carries the table (its records cost every page about 0.5 KB gzip).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, requireDist } from '../../scripts/dist';
import { ROUTE_TABLE } from '../../src/lib/routes';

requireDist();

describe('the route table in the browser', () => {
  it('is in no script of the built site', () => {
    const dir = join(DIST, '_astro');
    const scripts = readdirSync(dir).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    // A record as the minifier writes it: `signin:{path:"/signin",…}`.
    const carrying = scripts.filter((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      return Object.keys(ROUTE_TABLE).some((route) => text.includes(`${route}:{path:`));
    });
    expect(carrying).toEqual([]);
  });
});
