// The route table (src/lib/routes.ts) is the one place a route is declared: every page file is one
// of its records, the route map in docs/routes.md has a row for each, and what the hosts, the
// search engines and the API's mails read is derived from it.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frameAncestors, type HostingOptions } from '../../src/lib/hosting';
import {
  ROUTE_RECORDS,
  ROUTE_TABLE,
  TOKEN_ROUTES,
  isIndexable,
  tokenLinkPath,
} from '../../src/lib/routes';

const PAGES = 'src/pages/[...lang]';

/** Every `.astro` page under src/pages/[...lang], with the route its file name serves. */
function pageFiles(dir = PAGES): { file: string; route: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    if (!entry.name.endsWith('.astro')) return [];
    const file = relative(PAGES, path);
    const route = `/${file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`;
    return [{ file, route }];
  });
}

/** The path column of each row of docs/routes.md's route map, with the row's island column. */
function documentedRoutes(): Map<string, string> {
  const rows = readFileSync('docs/routes.md', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `/'));
  return new Map(
    rows.map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return [cells[1]?.replaceAll('`', '') ?? '', cells[3] ?? ''];
    }),
  );
}

const names = Object.keys(ROUTE_TABLE);

describe('the route table', () => {
  it('has one page file per route, each starting from its own record', () => {
    const pages = pageFiles().filter(({ file }) => file !== '404.astro');
    expect(pages.map((p) => p.route).sort()).toEqual(ROUTE_RECORDS.map((r) => r.path).sort());
    for (const { file, route } of pages) {
      const source = readFileSync(join(PAGES, file), 'utf8');
      const name = /pageContext\(Astro, '(\w+)'\)/.exec(source)?.[1];
      expect(name, `${file} calls pageContext(Astro, '<route>')`).toBeDefined();
      const record = Object.entries(ROUTE_TABLE).find(([key]) => key === name)?.[1];
      expect(record?.path, file).toBe(route);
    }
  });

  it('has a row in docs/routes.md for each route, naming its island folder', () => {
    const documented = documentedRoutes();
    for (const route of ROUTE_RECORDS) {
      const path = [route.path, ...(route.tokens ?? []).map((s) => `{${s}}`)].join('/');
      const island = documented.get(path);
      expect(island, `docs/routes.md row for ${path}`).toBeDefined();
      expect(island?.startsWith(route.island === null ? 'none' : `\`${route.island}/\``)).toBe(
        true,
      );
    }
    expect(documented.size).toBe(ROUTE_RECORDS.length);
  });

  it('names each route once, with a path of its own', () => {
    const paths = ROUTE_RECORDS.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(names).toHaveLength(paths.length);
  });

  it('gives the hosts and search engines what each record says', () => {
    const options: HostingOptions = {
      apiOrigin: null,
      pricingFrameOrigins: ['https://www.example'],
      electronParentOrigin: 'app:',
      hsts: false,
      cspReportUrl: null,
    };
    for (const route of ROUTE_RECORDS) {
      expect(isIndexable(route.path)).toBe(route.indexable === true);
      const frame = frameAncestors(`/fr${route.path === '/' ? '' : route.path}`, options);
      const expected =
        route.framedBy === 'marketing'
          ? "'self' https://www.example"
          : route.framedBy === 'electron'
            ? 'app:'
            : "'none'";
      expect(frame, route.path).toBe(expected);
    }
    expect(TOKEN_ROUTES.map((r) => r.shell)).toEqual(
      ROUTE_RECORDS.filter((r) => r.tokens).map((r) => r.path),
    );
  });

  it("builds a token link's path with each segment encoded", () => {
    expect(tokenLinkPath('/reset-password', ['ann+1@example.com', 'a/b'])).toBe(
      '/reset-password/ann%2B1%40example.com/a%2Fb',
    );
    expect(tokenLinkPath('/invitation', ['inv 1'])).toBe('/invitation/inv%201');
  });
});
