// Astro integration: after the build, writes dist/_redirects and dist/_headers (see lib/hosting).
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { parseConfig } from '../lib/config-parse';
import {
  buildHeaders,
  buildRedirects,
  buildRobots,
  buildSitemap,
  metaContentSecurityPolicy,
  type BuiltPage,
  type HostingOptions,
} from '../lib/hosting';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** sha256 CSP sources of a page's executable inline scripts (JSON data blocks need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/type=["']?application\/(ld\+)?json/.test(attributes)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes].sort();
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/** The site path of a built HTML file (`fr/signin/index.html` → `/fr/signin`, `404.html` → `/404.html`). */
function pagePath(file: string, root: string): string {
  const rel = relative(root, file).split(sep).join('/');
  return `/${rel.replace(/(^|\/)index\.html$/, '')}`.replace(/\/$/, '') || '/';
}

const CHARSET_META = /<meta charset="utf-8">/i;

/** The page with its CSP as a meta tag right after the charset declaration. */
export function withMetaPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  if (!CHARSET_META.test(html)) throw new Error('page without <meta charset="utf-8">');
  return html.replace(CHARSET_META, (charset) => charset + meta);
}

export function hostingIntegration(): AstroIntegration {
  return {
    name: 'account-web:hosting',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const config = parseConfig({
          ...loadEnv('production', process.cwd(), 'PUBLIC_'),
          ...process.env,
        });
        const apiOrigin = /^https?:\/\//.test(config.apiUrl) ? new URL(config.apiUrl).origin : null;
        const options: HostingOptions = {
          apiOrigin,
          pricingFrameOrigins: config.pricingFrameOrigins,
          electronParentOrigin: config.electronParentOrigin,
          checkoutFrameOrigins: config.checkoutFrameOrigins,
        };
        const pages: BuiltPage[] = [];
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const page: BuiltPage = {
            path: pagePath(file, root),
            scriptHashes: inlineScriptHashes(html),
          };
          pages.push(page);
          // Every page (404 pages too) keeps its policy under any path a host answers with it.
          await writeFile(file, withMetaPolicy(html, metaContentSecurityPolicy(page, options)));
        }
        pages.sort((a, b) => a.path.localeCompare(b.path));
        await writeFile(join(root, '_redirects'), buildRedirects());
        await writeFile(join(root, 'robots.txt'), buildRobots(config.siteUrl));
        // Sitemaps list absolute URLs: only a build that knows its public origin writes one.
        if (config.siteUrl)
          await writeFile(join(root, 'sitemap.xml'), buildSitemap(config.siteUrl));
        await writeFile(join(root, '_headers'), buildHeaders(pages, options));
        logger.info(`wrote _redirects and _headers for ${pages.length} pages`);
      },
    },
  };
}
