// What every host must answer like the local server: each page with the same headers, token links
// with their shell, unknown paths with the translated 404 page. Each hosting test brings a small
// evaluator of its host's documented matching rules; these checks run it over the real dist/.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StaticSite } from '../../../server/site/static.ts';
import { LANGUAGES, localizePath, stripLanguage } from '../../../src/lib/i18n/languages.ts';
import { TOKEN_ROUTES } from '../../../src/lib/routes.ts';
import { notFoundPage, PASSKEY_ENDPOINTS_PATH } from '../../../src/lib/hosting.ts';
import { DIST, distPages } from '../../../scripts/dist';

/** What a host does with one request path. */
export interface HostAnswer {
  status: number;
  /** The dist/ file it sends (`fr/404.html`), or null (a redirect, an empty 404). */
  file: string | null;
  /** Response headers, names in lower case. */
  headers: Record<string, string>;
}

/** The headers the hosting rules set (hosts add their own, like Content-Type or ETag). */
export const RULE_HEADERS = [
  'content-security-policy',
  'reporting-endpoints',
  'strict-transport-security',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-robots-tag',
  'cache-control',
] as const;

/** Only the headers the rules set. */
export function ruleHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => (RULE_HEADERS as readonly string[]).includes(name)),
  );
}

/** True when dist/ holds a file (not a directory) at this site path. */
export function isDistFile(path: string): boolean {
  const full = join(DIST, decodeURIComponent(path).replace(/\/+/g, '/'));
  return existsSync(full) && statSync(full).isFile();
}

/** The dist/-relative name of a site path's file (`/fr/404.html` → `fr/404.html`). */
export const distName = (path: string) => path.replace(/\/+/g, '/').replace(/^\//, '');

let local: StaticSite | undefined;

/** The local server's answer (server/site/static.ts over dist/). */
export async function localAnswer(path: string): Promise<HostAnswer & { body: string }> {
  local ??= await StaticSite.load(DIST);
  const response = await local.handle(new Request(`http://local.test${path}`));
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  return { status: response.status, file: null, headers, body: await response.text() };
}

/** True for the site path of a not-found page (`/fr/404`). */
export const isNotFoundPage = (path: string) => /(^|\/)404$/.test(path);

/** Every served page of the build (not-found pages are checked as answers to unknown paths). */
export function servedPages() {
  return distPages()
    .filter((page) => !isNotFoundPage(page.path))
    .map((page) => ({
      path: page.path,
      file: relative(DIST, page.file).split(sep).join('/'),
    }));
}

/** A token link of every token route in every language, with the shell page that serves it. */
export function tokenLinks(): { path: string; shell: string }[] {
  const links = [
    ['/reset-password', '/ann%40shop.example/tok123'],
    ['/app/verify', '/tok123'],
    ['/invitation', '/CODE-1'],
    ['/invite-super-admin', '/c0de'],
  ] as const;
  return LANGUAGES.flatMap(({ code }) =>
    links.map(([shell, rest]) => {
      const localized = localizePath(shell, code);
      return { path: `${localized}${rest}`, shell: `${distName(localized)}.html` };
    }),
  );
}

const isTokenShell = (path: string) =>
  TOKEN_ROUTES.some(({ shell }) => stripLanguage(path) === shell);

/** Paths no page answers, with the translated not-found page each must get. */
export function unknownPaths(): { path: string; file: string }[] {
  return LANGUAGES.flatMap(({ code }) => {
    const page = distName(notFoundPage(code));
    return ['/nope', '/signin/extra', '/a/b/c'].map((rest) => ({
      path: localizePath(rest, code),
      file: page,
    }));
  });
}

/** Spellings of the build's rule files a host must not serve either: as named, with a plain or encoded trailing slash, with a doubled leading one. */
export function hostingFileSpellings(names: readonly string[]): string[] {
  return names.flatMap((name) => [`/${name}`, `/${name}/`, `/${name}%2F`, `//${name}`]);
}

/** The other spellings of a page's one URL: `/signin/`, `/signin.html`, `/index.html`. */
export function otherSpellings(path: string): string[] {
  return path === '/' ? ['/index.html'] : [`${path}/`, `${path}.html`];
}

/**
 * The checks every host passes: `answer` evaluates the host's configuration for a path. Every
 * host serves a page at the same one URL the local server does, canonical links included.
 */
export function describeHostEquivalence(
  host: string,
  answer: () => (path: string) => HostAnswer,
  {
    privateFiles,
    servesHtmlSpelling = false,
  }: {
    /** The rule files this host's build contains. */
    privateFiles: readonly string[];
    /** The host answers `/signin.html` itself (Netlify, pretty URLs or not) instead of redirecting. */
    servesHtmlSpelling?: boolean;
  },
): void {
  describe(`${host}, like the local server`, () => {
    it('serves every page with the same security, robots and cache headers', async () => {
      const pages = servedPages();
      expect(pages.length).toBeGreaterThan(100);
      for (const page of pages) {
        const expected = await localAnswer(page.path);
        expect(expected.status, page.path).toBe(200);
        const got = answer()(page.path);
        expect(got.status, page.path).toBe(200);
        expect(got.file, page.path).toBe(page.file);
        expect(ruleHeaders(got.headers), page.path).toEqual(ruleHeaders(expected.headers));
        // One policy and one cache rule: no two rules set a header for the same page.
        expect(
          got.headers['content-security-policy']?.match(/frame-ancestors/g),
          page.path,
        ).toHaveLength(1);
        expect(got.headers['cache-control'], page.path).toBe('no-cache');
      }
    });

    it('serves every token link in every language with its shell and the shell’s headers', async () => {
      for (const link of tokenLinks()) {
        const expected = await localAnswer(link.path);
        expect(expected.status, link.path).toBe(200);
        const got = answer()(link.path);
        expect(got.status, link.path).toBe(200);
        expect(got.file, link.path).toBe(link.shell);
        expect(ruleHeaders(got.headers), link.path).toEqual(ruleHeaders(expected.headers));
      }
    });

    it('answers unknown paths with the translated 404 page, status 404, never framed', async () => {
      for (const unknown of unknownPaths()) {
        const expected = await localAnswer(unknown.path);
        expect(expected.status, unknown.path).toBe(404);
        expect(expected.body, unknown.path).toBe(readFileSync(join(DIST, unknown.file), 'utf8'));
        const got = answer()(unknown.path);
        expect(got.status, unknown.path).toBe(404);
        expect(got.file, unknown.path).toBe(unknown.file);
        expect(got.headers['x-frame-options'], unknown.path).toBe('DENY');
        expect(got.headers['x-content-type-options'], unknown.path).toBe('nosniff');
      }
    });

    it('sends every other spelling of a page to its one URL', async () => {
      for (const page of servedPages()) {
        for (const spelling of otherSpellings(page.path)) {
          const got = answer()(spelling);
          if (servesHtmlSpelling && spelling.endsWith('.html')) {
            expect(got, spelling).toMatchObject({ status: 200, file: page.file });
            continue;
          }
          // `/app/verify/` is a token link without its token: the shell may answer it, explaining.
          if (got.status === 200 && isTokenShell(page.path)) {
            expect(got.file, spelling).toBe(page.file);
            continue;
          }
          expect([301, 308], spelling).toContain(got.status);
          expect(got.headers.location, spelling).toBe(page.path);
          expect((await localAnswer(spelling)).headers.location, spelling).toBe(page.path);
        }
      }
    });

    it('publishes the passkey endpoints and sends /.well-known/change-password to the reset request', async () => {
      const endpoints = answer()(PASSKEY_ENDPOINTS_PATH);
      expect(endpoints.status).toBe(200);
      expect(endpoints.file).toBe(PASSKEY_ENDPOINTS_PATH.slice(1));
      for (const path of ['/.well-known/change-password']) {
        const expected = await localAnswer(path);
        const got = answer()(path);
        expect([expected.status, got.status], path).toEqual([302, 302]);
        expect([expected.headers.location, got.headers.location], path).toEqual([
          '/forgot-password',
          '/forgot-password',
        ]);
      }
    });

    it('never serves its rule files, however spelled', () => {
      for (const path of hostingFileSpellings(privateFiles)) {
        const got = answer()(path);
        expect(got.status, path).toBe(404);
        expect(privateFiles, path).not.toContain(got.file);
      }
    });
  });
}
