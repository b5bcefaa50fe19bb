// Astro integration: after the build, writes the hosting rules for the host chosen by HOST_TARGET
// (netlify, cloudflare, vercel, nginx), else by the platform building it (CF_PAGES, NETLIFY,
// VERCEL), else for all of them, see lib/hosting.
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { parseConfig } from '../lib/config-parse';
import {
  HOSTING_FILES,
  buildHeadersFile,
  buildPasskeyEndpoints,
  buildRedirects,
  PASSKEY_ENDPOINTS_PATH,
  headerRules,
  metaContentSecurityPolicy,
  type BuiltPage,
  type HeaderRule,
  type HostingOptions,
} from '../lib/hosting';
import { netlifyHeaderRules } from '../lib/hosting/netlify';
import { buildNginxBrotliConf, buildNginxConf } from '../lib/hosting/nginx';
import { buildRobots, buildSecurityTxt, buildSitemap } from '../lib/hosting/seo';
import { buildVercelOutputConfig } from '../lib/hosting/vercel';
import { sitePathOfFile } from '../lib/routes';

const HOST_TARGETS = ['netlify', 'cloudflare', 'vercel', 'nginx'] as const;
type HostTarget = (typeof HOST_TARGETS)[number];

/** The variable each platform sets in its builds (`CF_PAGES=1`, `NETLIFY=true`, `VERCEL=1`). */
const PLATFORM_VARIABLES: readonly (readonly [string, HostTarget])[] = [
  ['CF_PAGES', 'cloudflare'],
  ['NETLIFY', 'netlify'],
  ['VERCEL', 'vercel'],
];

const isSet = (value: string | undefined) => !!value && value !== '0' && value !== 'false';

// Exported for hosting.test.ts: every HOST_TARGET value and the refusal, without a build for each.
/**
 * The hosts to write rules for: HOST_TARGET, else the platform the build runs on (its own
 * variable), else all of them (a local build). A HOST_TARGET naming another host than the
 * platform's stops the build: it would publish rules the platform never reads.
 */
export function hostTargets(
  value: string | undefined,
  env: Readonly<Record<string, string | undefined>> = {},
): HostTarget[] {
  const platform = PLATFORM_VARIABLES.find(([name]) => isSet(env[name]));
  if (!value) return platform ? [platform[1]] : [...HOST_TARGETS];
  if (!(HOST_TARGETS as readonly string[]).includes(value)) {
    throw new Error(
      `HOST_TARGET must be one of ${HOST_TARGETS.join(', ')} (or unset for all), not "${value}".`,
    );
  }
  if (platform && platform[1] !== value) {
    throw new Error(
      `HOST_TARGET is "${value}" but this build runs on ${platform[1]} (${platform[0]} is set).`,
    );
  }
  return [value as HostTarget];
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

/** The site path of a built HTML file (`fr/signin.html` → `/fr/signin`, `fr/404.html` → `/fr/404`). */
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
/** The rule files for the given hosts, by name in dist/ (Vercel's output is written apart). */
export function hostingFiles(
  targets: readonly HostTarget[],
  rules: readonly HeaderRule[],
): Record<string, string> {
  const files: Record<string, string> = {};
  if (targets.length === 1 && targets[0] === 'netlify') {
    files._headers = buildHeadersFile(netlifyHeaderRules(rules));
    files._redirects = buildRedirects({ slashRedirects: false });
  } else if (targets.includes('netlify') || targets.includes('cloudflare')) {
    // Cloudflare's shape, which the local server reads too (a build for every host).
    files._headers = buildHeadersFile(rules);
    files._redirects = buildRedirects();
  }
  if (targets.includes('nginx')) {
    files['_nginx.conf'] = buildNginxConf(rules);
    files['_nginx-brotli.conf'] = buildNginxBrotliConf();
  }
  return files;
}

/** The API's CSP report endpoint, absolute when the build knows its public origin. */
export function cspReportUrl(apiUrl: string, siteUrl: string | null): string {
  const url = `${apiUrl}/csp-report`;
  return url.startsWith('/') && siteUrl ? `${siteUrl}${url}` : url;
}

/** Vercel's Build Output API directory, where a Git deployment looks for it after the build. */
export const VERCEL_OUTPUT = '.vercel/output';

/** `.vercel/output`: dist/ (without other hosts' rule files) as `static/`, and its config.json. */
async function writeVercelOutput(
  root: string,
  rules: readonly HeaderRule[],
  htmlFiles: readonly string[],
) {
  const output = join(process.cwd(), VERCEL_OUTPUT);
  await rm(output, { recursive: true, force: true });
  await mkdir(output, { recursive: true });
  await cp(root, join(output, 'static'), {
    recursive: true,
    filter: (source) => !HOSTING_FILES.includes(relative(root, source)),
  });
  const config = buildVercelOutputConfig(rules, htmlFiles);
  await writeFile(join(output, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

/** Writes the hosting rules, robots.txt, the sitemap and each page's meta CSP after the build. */
export function hostingIntegration(): AstroIntegration {
  return {
    name: 'account-web:hosting',
    hooks: {
      // A mistyped HOST_TARGET stops the build before it starts.
      'astro:config:setup': () => {
        hostTargets(process.env.HOST_TARGET, process.env);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const targets = hostTargets(process.env.HOST_TARGET, process.env);
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
          cspReportUrl: cspReportUrl(config.apiUrl, config.siteUrl),
          hsts: config.siteUrl?.startsWith('https://') ?? false,
          passkeys: config.passkeys,
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
        await mkdir(join(root, '.well-known'), { recursive: true });
        await writeFile(
          join(root, '.well-known', 'security.txt'),
          buildSecurityTxt(config.securityContact, config.siteUrl, new Date()),
        );
        const endpoints = join(root, ...PASSKEY_ENDPOINTS_PATH.split('/'));
        if (config.passkeys) await writeFile(endpoints, buildPasskeyEndpoints(config.siteUrl));
        else await rm(endpoints, { force: true });
        // Sitemaps list absolute URLs: only a build that knows its public origin writes one.
        if (config.siteUrl)
          await writeFile(join(root, 'sitemap.xml'), buildSitemap(config.siteUrl));
        const rules = headerRules(pages, options);
        const files = hostingFiles(targets, rules);
        for (const [name, text] of Object.entries(files)) await writeFile(join(root, name), text);
        // No other host's rule file ships, whatever public/ or an earlier build left in dist/.
        for (const name of HOSTING_FILES.filter((n) => !(n in files))) {
          await rm(join(root, name), { force: true });
        }
        // Only the project's own build is Vercel's to deploy: a build into another directory (the
        // pseudo-locale layout build, the bench's) leaves `.vercel/output` as it was.
        if (targets.includes('vercel') && resolve(root) === resolve(process.cwd(), 'dist')) {
          const htmlNames = (await htmlFiles(root)).map((f) =>
            relative(root, f).split(sep).join('/'),
          );
          await writeVercelOutput(root, rules, htmlNames);
        }
        logger.info(
          `hosting rules for ${targets.join(', ')}: ${[...Object.keys(files), ...(targets.includes('vercel') ? [VERCEL_OUTPUT] : [])].join(', ')} (${pages.length} pages)`,
        );
      },
    },
  };
}
