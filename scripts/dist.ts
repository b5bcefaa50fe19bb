// Reads a build (dist/, or DIST): pages, the scripts each page loads (followed through imports and
// island component URLs), and gzip sizes. Shared by the build tests and `npm run bench`, which may
// not import tests/. Fails clearly when `astro build` has not run.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { importedUrls } from '../src/integrations/island-pages';
import { sitePathOfFile } from '../src/lib/routes';

export const DIST = process.env.DIST ?? join(process.cwd(), 'dist');

export function requireDist(): void {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the build tests.');
  }
}

export interface DistPage {
  /** Site path, e.g. `/fr/signin` (`/fr/404` for a not-found page). */
  path: string;
  file: string;
  html: string;
  lang: string;
}

/** Every HTML page of the build (404 pages included). */
export function distPages(): DistPage[] {
  const entries = readdirSync(DIST, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => {
      const file = join(e.parentPath, e.name);
      const rel = relative(DIST, file).split(sep).join('/');
      const html = readFileSync(file, 'utf8');
      const path = sitePathOfFile(rel);
      const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '';
      return { path, file, html, lang };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The page at a site path. */
export function distPage(path: string): DistPage {
  const page = distPages().find((p) => p.path === path);
  if (!page) throw new Error(`No built page at ${path}`);
  return page;
}

/**
 * The `/_astro/*.js` files a page loads: script sources (after-paint ones too), island components and renderers, and
 * their imports; with `{ dynamic: false }` only what loads up front, not what an import() fetches later.
 */
export function loadedScripts(html: string, { dynamic = true } = {}): string[] {
  const roots = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) roots.add(m[1]!);
  for (const m of html.matchAll(/<meta name="after-paint-script" content="([^"]+)"/g))
    roots.add(m[1]!);
  for (const m of html.matchAll(/\s(?:component|renderer)-url="([^"]+)"/g)) roots.add(m[1]!);
  const seen = new Set<string>();
  const queue = [...roots].filter((u) => u.startsWith('/'));
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...importedUrls(url, readFileSync(join(DIST, url), 'utf8'), { dynamic }));
  }
  return [...seen].sort();
}

/** The executable inline scripts of a page. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/application\/(ld\+)?json/.test(m[1] ?? ''))
    .map((m) => m[2] ?? '');
}

/** The stylesheets a page links. */
export function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
}

/** The CSS a page carries inline (`<style>` blocks; the build inlines the stylesheet). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
}

export function fileText(url: string): string {
  return readFileSync(join(DIST, url), 'utf8');
}

export function gzipBytes(text: string): number {
  return gzipSync(Buffer.from(text, 'utf8'), { level: 9 }).length;
}
