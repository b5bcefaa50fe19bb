import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import {
  fillTarget,
  matchPattern,
  parseHeaders,
  parseRedirects,
  type HeaderRule,
  type RedirectRule,
} from './rules.ts';
import { isHostingFilePath } from '../../src/lib/hosting.ts';
import { sitePathOfFile } from '../../src/lib/routes.ts';

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

/** Types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/;
/** Below this size compression saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (brotli, then gzip), honouring `;q=0` refusals. */
function negotiateEncoding(acceptEncoding: string | null): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allowed = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * The one path a page is served at, as every host serves it (`signin.html` at `/signin`): escapes
 * of unreserved characters decoded (`%73` → `s`), runs of slashes collapsed, `/index.html`, a
 * page's `.html` and a trailing slash dropped. Other escapes (`%40` in a reset link) stay.
 */
function canonicalPath(pathname: string): string {
  const decoded = pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape;
  });
  const collapsed = decoded.replace(/\/{2,}/g, '/');
  const page = collapsed.replace(/\/index\.html$/, '/').replace(/(.)\.html$/, '$1');
  return page.replace(/(.)\/+$/, '$1');
}

/** The decoded path; a damaged escape (a truncated token link) stays as it is, as on a CDN. */
function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** True when a decoded path climbs (`..` between separators, either slash). */
const hasDotDotSegment = (decoded: string) => decoded.split(/[\\/]/).includes('..');

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

  /** Compressed bodies by encoding, file and modification time: each file is compressed once. */
  private readonly compressed = new Map<string, Buffer>();

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    // The build's rule files are never content, however spelled (`/_headers/`, `/_headers%2F`).
    // A `..` segment only appears once decoded (`/fr/..%2F_headers`), and `path.resolve` would
    // then collapse it past the check above: no such path is served or redirected anywhere.
    const decoded = safeDecode(url.pathname);
    if (isHostingFilePath(decoded) || hasDotDotSegment(decoded)) {
      return this.notFound(request, '/');
    }
    // Aliases of a page (`/signin/index.html`, `/%73ignin`, `/signin//`) move to its one path, so
    // the page is only ever served with the headers of that path.
    const canonical = canonicalPath(url.pathname);
    if (canonical !== url.pathname && (request.method === 'GET' || request.method === 'HEAD')) {
      const headers = this.headersFor(canonical);
      headers.set('Location', canonical + url.search);
      return new Response(null, { status: 301, headers });
    }
    const path = safeDecode(url.pathname);
    const headers = this.headersFor(url.pathname);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      headers.set('Allow', 'GET, HEAD');
      return new Response('Method not allowed', { status: 405, headers });
    }
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
      if (!rewritten) continue;
      // A not-found page answers with its own headers (CSP, no-cache), never the asked path's
      // (a missing /_astro/ file must not be cached as immutable).
      const answerHeaders =
        rule.status === 404 ? this.headersFor(this.sitePath(rewritten)) : headers;
      return this.serve(request, rewritten, rule.status, answerHeaders);
    }
    if (file) return this.serve(request, file, 200, headers);
    return this.notFound(request, path);
  }

  /** The translated not-found page nearest to the path, with status 404 and its own headers. */
  private async notFound(request: Request, path: string): Promise<Response> {
    const notFound = await this.closestNotFoundPage(path);
    if (notFound)
      return this.serve(request, notFound, 404, this.headersFor(this.sitePath(notFound)));
    const plain = this.headersFor('/404');
    plain.set('Content-Type', 'text/plain; charset=utf-8');
    return new Response(request.method === 'HEAD' ? null : 'Not found', {
      status: 404,
      headers: plain,
    });
  }

  /**
   * The `404.html` in the directory of the path or the nearest one above it, as Cloudflare Pages
   * looks for it (`/fr/nope` → `fr/404.html`, then `404.html`).
   */
  private async closestNotFoundPage(path: string): Promise<string | null> {
    const dirs = path.split('/').slice(1, -1);
    for (let depth = dirs.length; depth >= 0; depth--) {
      const page = await this.resolveFile(`/${[...dirs.slice(0, depth), '404.html'].join('/')}`);
      if (page) return page;
    }
    return null;
  }

  /** The site path a file of dist/ is served at (`fr/404.html` → `/fr/404`). */
  private sitePath(file: string): string {
    return sitePathOfFile(relative(this.root, file).split(sep).join('/'));
  }

  /** Headers of every `_headers` block whose pattern matches the request path, in order. */
  private headersFor(pathname: string): Headers {
    const headers = new Headers();
    for (const rule of this.headerRules) {
      if (!matchPattern(rule.pattern, pathname)) continue;
      for (const [name, value] of rule.headers) headers.append(name, value);
    }
    return headers;
  }

  /** The file a URL path names: itself, its index.html, or `path.html`; never outside root. */
  private async resolveFile(path: string): Promise<string | null> {
    const full = resolve(this.root, `.${path.startsWith('/') ? path : `/${path}`}`);
    if (full !== this.root && !full.startsWith(this.root + sep)) return null;
    // Decided on the resolved file, whatever spelling led here: rule files are never served.
    if (isHostingFilePath(`/${relative(this.root, full).split(sep).join('/')}`)) return null;
    for (const candidate of [full, join(full, 'index.html'), `${full}.html`]) {
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) return candidate;
    }
    return null;
  }

  /** Sends a file, compressed with brotli or gzip when the client accepts it, as a CDN does. */
  private async serve(request: Request, file: string, status: number, headers: Headers) {
    let body: Buffer = await readFile(file);
    if (!headers.has('Content-Type')) {
      headers.set('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
    }
    if (COMPRESSIBLE.test(headers.get('Content-Type')!) && body.length >= MIN_COMPRESS_BYTES) {
      headers.append('Vary', 'Accept-Encoding');
      const encoding = negotiateEncoding(request.headers.get('Accept-Encoding'));
      if (encoding) {
        body = await this.compress(file, body, encoding);
        headers.set('Content-Encoding', encoding);
      }
    }
    headers.set('Content-Length', String(body.length));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status,
      headers,
    });
  }

  private async compress(file: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
    const { mtimeMs } = await stat(file);
    const key = `${encoding}:${mtimeMs}:${file}`;
    let packed = this.compressed.get(key);
    if (!packed) {
      packed =
        encoding === 'br'
          ? brotliCompressSync(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 11,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : gzipSync(body, { level: 9 });
      this.compressed.set(key, packed);
    }
    return packed;
  }
}
