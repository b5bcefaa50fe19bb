// Astro integration: after the build, writes the hosting rules for the host chosen by HOST_TARGET
// (netlify, cloudflare, vercel, nginx; unset: all of them) and moves translated 404 pages to
// `<lang>/404.html`, where hosts look for them (see lib/hosting).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { parseConfig } from '../lib/config-parse';
import {
  PREFIXED_LANGUAGES,
  buildHeadersFile,
  buildRedirects,
  headerRules,
  metaContentSecurityPolicy,
  notFoundPage,
  type BuiltPage,
  type HeaderRule,
  type HostingOptions,
} from '../lib/hosting';
import { buildNginxConf } from '../lib/hosting/nginx';
import { buildRobots, buildSitemap } from '../lib/hosting/seo';
import { buildVercelConfig } from '../lib/hosting/vercel';
import { sitePathOfFile } from '../lib/routes';

const HOST_TARGETS = ['netlify', 'cloudflare', 'vercel', 'nginx'] as const;
type HostTarget = (typeof HOST_TARGETS)[number];

// Exported for hosting.test.ts: every HOST_TARGET value and the refusal, without a build for each.
/** The hosts to write rules for: HOST_TARGET, or all of them when unset. */
export function hostTargets(value: string | undefined): HostTarget[] {
  if (!value) return [...HOST_TARGETS];
  if (!(HOST_TARGETS as readonly string[]).includes(value)) {
    throw new Error(
      `HOST_TARGET must be one of ${HOST_TARGETS.join(', ')} (or unset for all), not "${value}".`,
    );
  }
  return [value as HostTarget];
}

/**
 * Astro writes the 404 page of a language to `fr/404/index.html`; hosts look for `fr/404.html`
 * (Cloudflare Pages by directory, the others through the rules), so it moves there.
 */
async function moveNotFoundPages(root: string): Promise<void> {
  for (const code of PREFIXED_LANGUAGES) {
    const source = join(root, code, '404', 'index.html');
    // The pseudo-locale build (layout tests) has English pages only.
    if (!existsSync(source)) continue;
    const target = join(root, notFoundPage(code));
    await mkdir(dirname(target), { recursive: true });
    await rename(source, target);
    await rm(join(root, code, '404'), { recursive: true, force: true });
  }
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

// Exported for hosting.test.ts: script kinds (src, module, JSON data) the built pages may not have.
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
  return sitePathOfFile(relative(root, file).split(sep).join('/'));
}

const CHARSET_META = /<meta charset="utf-8">/i;

/** The page with its CSP as a meta tag right after the charset declaration. */
function withMetaPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  if (!CHARSET_META.test(html)) throw new Error('page without <meta charset="utf-8">');
  return html.replace(CHARSET_META, (charset) => charset + meta);
}

// Exported for hosting.test.ts: each host's files alone; the build tests see one build for all.
/** The rule files for the given hosts, by name in dist/. */
export function hostingFiles(
  targets: readonly HostTarget[],
  rules: readonly HeaderRule[],
): Record<string, string> {
  const files: Record<string, string> = {};
  if (targets.includes('netlify') || targets.includes('cloudflare')) {
    files._headers = buildHeadersFile(rules);
    // One `_redirects` for both hosts unless the build is for Netlify alone (its 404 rules).
    files._redirects = buildRedirects(
      targets.length === 1 && targets[0] === 'netlify' ? 'netlify' : 'cloudflare',
    );
  }
  if (targets.includes('vercel')) {
    files['vercel.json'] = `${JSON.stringify(buildVercelConfig(rules), null, 2)}\n`;
  }
  if (targets.includes('nginx')) files['_nginx.conf'] = buildNginxConf(rules);
  return files;
}

/** Writes the hosting rules, robots.txt, the sitemap and each page's meta CSP after the build. */
export function hostingIntegration(): AstroIntegration {
  return {
    name: 'account-web:hosting',
    hooks: {
      // A mistyped HOST_TARGET stops the build before it starts.
      'astro:config:setup': () => {
        hostTargets(process.env.HOST_TARGET);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const targets = hostTargets(process.env.HOST_TARGET);
        await moveNotFoundPages(root);
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
        await writeFile(join(root, 'robots.txt'), buildRobots(config.siteUrl));
        // Sitemaps list absolute URLs: only a build that knows its public origin writes one.
        if (config.siteUrl)
          await writeFile(join(root, 'sitemap.xml'), buildSitemap(config.siteUrl));
        const files = hostingFiles(targets, headerRules(pages, options));
        for (const [name, text] of Object.entries(files)) await writeFile(join(root, name), text);
        logger.info(
          `hosting rules for ${targets.join(', ')}: ${Object.keys(files).join(', ')} (${pages.length} pages)`,
        );
      },
    },
  };
}
