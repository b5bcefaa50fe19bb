import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import {
  fillTarget,
  matchPattern,
  parseHeaders,
  parseRedirects,
  type HeaderRule,
  type RedirectRule,
} from './rules.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

const readText = async (path: string) => (existsSync(path) ? readFile(path, 'utf8') : '');

/**
 * Serves a built site from distDir the way the production CDN does: files, directory index.html,
 * then the `_redirects` rules (rewrites, redirects, not-found pages) and `_headers` headers the
 * build generated. Without those files it serves the directory plainly with 404.html.
 */
export class StaticSite {
  private constructor(
    private readonly root: string,
    private readonly redirects: RedirectRule[],
    private readonly headerRules: HeaderRule[],
  ) {}

  static async load(distDir: string): Promise<StaticSite> {
    const root = resolve(distDir);
    return new StaticSite(
      root,
      parseRedirects(await readText(join(root, '_redirects'))),
      parseHeaders(await readText(join(root, '_headers'))),
    );
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      // A damaged escape (e.g. a truncated token link) still matches the rewrite rules, as on a
      // CDN, so the page can explain the broken link instead of the server refusing it.
      path = url.pathname;
    }
    const headers = this.headersFor(url.pathname);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      headers.set('Allow', 'GET, HEAD');
      return new Response('Method not allowed', { status: 405, headers });
    }
    const head = request.method === 'HEAD';
    const file = await this.resolveFile(path);
    for (const rule of this.redirects) {
      const params = matchPattern(rule.from, path);
      // As on Netlify, an existing file shadows a rule unless the rule is forced (`200!`).
      if (!params || (file && !rule.force)) continue;
      const target = fillTarget(rule.to, params);
      if (rule.status >= 300 && rule.status < 400) {
        const location = target.includes('?') || !url.search ? target : target + url.search;
        headers.set('Location', location);
        return new Response(null, { status: rule.status, headers });
      }
      if (/^https?:/.test(target)) continue; // proxying to another host is not emulated
      const rewritten = await this.resolveFile(target.split('?')[0]!);
      if (rewritten) return this.serve(rewritten, rule.status, headers, head);
    }
    if (file) return this.serve(file, 200, headers, head);
    const notFound = await this.resolveFile('/404.html');
    if (notFound) return this.serve(notFound, 404, headers, head);
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    return new Response(head ? null : 'Not found', { status: 404, headers });
  }

  /** Headers of every `_headers` block whose pattern matches the request path, in order. */
  private headersFor(pathname: string): Headers {
    const headers = new Headers();
    for (const rule of this.headerRules) {
      if (!matchPattern(rule.pattern, pathname, 'exact')) continue;
      for (const [name, value] of rule.headers) headers.append(name, value);
    }
    return headers;
  }

  /** The file a URL path names: itself, its index.html, or `path.html`; never outside root. */
  private async resolveFile(path: string): Promise<string | null> {
    const full = resolve(this.root, `.${path.startsWith('/') ? path : `/${path}`}`);
    if (full !== this.root && !full.startsWith(this.root + sep)) return null;
    for (const candidate of [full, join(full, 'index.html'), `${full}.html`]) {
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) return candidate;
    }
    return null;
  }

  private async serve(file: string, status: number, headers: Headers, head: boolean) {
    const body = await readFile(file);
    if (!headers.has('Content-Type')) {
      headers.set('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
    }
    headers.set('Content-Length', String(body.length));
    return new Response(head ? null : new Uint8Array(body), { status, headers });
  }
}
