// The built site served as the CDN serves it: a page's HTML only ever answers with that page's
// headers. Aliases redirect to the one path, 404 answers carry a CSP, hosting files stay private.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../api/support/server';
import { DIST, distPages, requireDist } from '../../scripts/dist';
import { ASTRO_CLI } from '../../scripts/astro-cli.mjs';

let server: TestServer;
beforeAll(async () => {
  requireDist();
  server = await startServer({ distDir: DIST });
});
afterAll(() => server.stop());

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

describe('page aliases', () => {
  it.each([
    ['/signin.html', '/signin'],
    ['/signin/', '/signin'],
    ['/%73ignin', '/signin'],
    ['/signin//', '/signin'],
    ['//signin', '/signin'],
    ['/index.html', '/'],
    ['/fr/', '/fr'],
    ['/fr.html', '/fr'],
    ['/fr/signin.html', '/fr/signin'],
    ['/fr//signin?plan_id=pro1', '/fr/signin?plan_id=pro1'],
    ['/de/signin/?plan_id=pro1', '/de/signin?plan_id=pro1'],
  ])('%s redirects to %s, which carries the page CSP', async (alias, canonical) => {
    const moved = await get(alias);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(canonical);
    const page = await get(canonical);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/; frame-ancestors [^;]+;/);
  });

  it('keeps other escapes in token links (an email in a reset link)', async () => {
    const link = await get('/reset-password/ana%40shop.example/abc123');
    expect(link.status).toBe(200);
    expect(link.headers.get('content-security-policy')).toMatch(/; frame-ancestors [^;]+;/);
  });
});

describe('answers that are not a page', () => {
  // Hosts match header rules by the asked path, never by the 404 page they answer with: the
  // page's policy travels in its meta tag, framing is refused by the header every path gets.
  it.each(['/nope', '/fr/nope', '/de/signin/extra'])(
    '404 for %s carries a CSP and may not be framed',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toMatch(
        /<meta http-equiv="Content-Security-Policy" content="default-src 'self'/,
      );
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('does not cache a missing /_astro/ file as immutable', async () => {
    const answer = await get('/_astro/missing.abc123.js');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it.each(
    ['/_headers', '/_redirects', '/_nginx.conf', '/vercel.json'].flatMap((file) => [
      file,
      `${file}/`,
      `${file}%2F`,
      `${file}%2f`,
      `//${file.slice(1)}`,
      `${file}//`,
      `${file}/.`,
      file.toUpperCase(),
    ]),
  )('does not serve %s (404, not a redirect)', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    const body = await answer.text();
    for (const name of ['_headers', '_redirects', '_nginx.conf']) {
      expect(body === readFileSync(join(DIST, name), 'utf8'), name).toBe(false);
    }
  });
});

describe('the policy inside every page', () => {
  // The header policy is the route's (in every language), so it may allow the inline scripts of
  // the route's other languages; the meta tag allows the page's own (tests/build/hosting.test.ts).
  it('each page (404 pages too) holds its header CSP, less frame-ancestors, as a meta tag', async () => {
    const withoutScripts = (policy: string) => policy.replace(/script-src [^;]*/, 'script-src');
    const pages = distPages();
    expect(pages.length).toBeGreaterThan(100);
    for (const page of pages.filter((p) => !p.path.includes('404'))) {
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(page.html);
      expect(meta, page.path).not.toBeNull();
      const header = (await get(page.path)).headers.get('content-security-policy');
      expect(
        withoutScripts(`${meta![1]!.replace(/&quot;/g, '"')}; frame-ancestors`),
        page.path,
      ).toBe(withoutScripts(header!.replace(/ frame-ancestors .*$/, ' frame-ancestors')));
    }
    for (const page of pages.filter((p) => p.path.includes('404'))) {
      expect(page.html, page.path).toContain('<meta http-equiv="Content-Security-Policy"');
    }
  });
});

describe('a deployable build', () => {
  it('refuses to build without PUBLIC_SITE_URL, naming it', async () => {
    const { spawnSync } = await import('node:child_process');
    const env = { ...process.env };
    delete env.PUBLIC_SITE_URL;
    delete env.LOCAL_BUILD;
    const run = spawnSync(
      process.execPath,
      [ASTRO_CLI, 'build', '--outDir', '/tmp/account-web-refused'],
      { env, encoding: 'utf8' },
    );
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toContain('PUBLIC_SITE_URL is not set');
  }, 60_000);
});
