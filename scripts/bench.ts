// `npm run bench`: builds production, then per page type prints HTML, CSS and JS bytes shipped
// (raw and gzip, every script the page loads) and Lighthouse scores (Debian's Chromium, mobile
// emulation), beside the client-only SPA baseline of the registration and sign-in screens.
// Results also go to bench/results/<date>.json and bench/results/latest.json.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { createSiteServer } from '../server/app';
import { StaticSite } from '../server/site/static';
import { isTokenData, pickTokenData } from '../src/lib/api/guards';
import type { TokenData } from '../src/lib/api/types';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import {
  distPage,
  fileText,
  inlineScripts,
  loadedScripts,
  stylesheets,
} from '../tests/build/support/dist';

/**
 * Page types as a user reaches them: `session` pages are measured signed in (the token stored where
 * the site keeps it), and /subscribe with the plan and token the pricing page's links carry, so
 * that each is measured doing its work instead of redirecting a visitor without a session away.
 */
const PAGE_TYPES: readonly PageType[] = [
  { name: 'registration', path: '/', spa: '/' },
  { name: 'sign-in', path: '/signin', spa: '/signin' },
  {
    name: 'reset-password',
    path: '/reset-password',
    url: () => '/reset-password/ann%40example.com/token',
  },
  { name: 'onboarding step 3', path: '/onboarding/step3', session: true },
  {
    name: 'subscribe',
    path: '/subscribe',
    url: (token) => `/subscribe?plan_id=essential1-eur-yearly&token=${encodeURIComponent(token)}`,
  },
  { name: 'pricing', path: '/pricing' },
  { name: 'thank-you', path: '/thank-you' },
];

interface PageType {
  name: string;
  /** The built page (dist path) whose bytes are counted. */
  path: string;
  /** The URL audited, when it is not `path`; gets a fresh access token. */
  url?: (token: string) => string;
  /** Audit with a signed-in session in localStorage. */
  session?: boolean;
  /** Path of the SPA baseline's equivalent screen. */
  spa?: string;
}

interface Bytes {
  raw: number;
  gzip: number;
}
interface Row {
  page: string;
  variant: 'islands' | 'spa baseline';
  html: Bytes;
  css: Bytes;
  js: Bytes;
  lighthouse: Record<string, number | null>;
}

const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
const sum = (texts: string[]): Bytes => ({
  raw: texts.reduce((n, t) => n + Buffer.byteLength(t), 0),
  gzip: texts.reduce((n, t) => n + gz(t), 0),
});

function islandBytes(path: string) {
  const { html } = distPage(path);
  return {
    html: sum([html]),
    css: sum(stylesheets(html).map(fileText)),
    js: sum([...loadedScripts(html).map(fileText), ...inlineScripts(html)]),
  };
}

function spaBytes() {
  const dir = join('bench', 'spa-dist');
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const read = (url: string) => readFileSync(join(dir, url), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => read(m[1]!));
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) =>
    read(m[1]!),
  );
  return { html: sum([html]), css: sum(css), js: sum(scripts) };
}

/**
 * Serves the SPA build the way the site is served (same static server, so the same compression),
 * every unknown path falling back to index.html.
 */
async function serveSpa(): Promise<Server> {
  const dir = join('bench', 'spa-dist');
  writeFileSync(join(dir, '_redirects'), '/*  /index.html  200\n');
  const site = await StaticSite.load(dir);
  const server = createAdaptorServer({ fetch: (request) => site.handle(request) }) as Server;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Token data of a fresh onboarding-pending account of the reference API (dev tools). */
async function benchTokens(siteUrl: string): Promise<TokenData> {
  const account = {
    email: `bench.${Date.now()}@example.com`,
    password: 'bench-pass-1',
    firstName: 'Bench',
    lastName: 'Mark',
  };
  const created = await fetch(`${siteUrl}/api/dev/accounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...account, state: 'confirmed' }),
  });
  if (created.status !== 201) throw new Error(`bench account: ${await created.text()}`);
  const answer = await fetch(`${siteUrl}/api/v1/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      username: account.email,
      password: account.password,
      client_id: 'account-web',
    }),
  });
  const body: unknown = await answer.json();
  if (!isTokenData(body)) throw new Error(`bench sign-in: ${JSON.stringify(body)}`);
  return pickTokenData(body);
}

/** Stores a session in the audited browser's localStorage, as the site does after sign-in. */
async function storeSession(port: number, origin: string, tokens: TokenData): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(
      (value) => localStorage.setItem('account.tokenInfo', value),
      JSON.stringify(tokens),
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

async function audit(
  url: string,
  port: number,
  keepStorage = false,
): Promise<Record<string, number | null>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Lighthouse clears the origin's storage first unless told not to; signed-in pages need it.
    disableStorageReset: keepStorage,
  });
  const lhr = result?.lhr;
  const landed = lhr?.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).pathname : null;
  if (landed !== new URL(url).pathname) {
    console.warn(`  ! ${url} ended on ${landed ?? 'nothing'}: the figures are not the page's own`);
  }
  const score = (id: string) => {
    const s = lhr?.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const metric = (id: string) => lhr?.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

const kb = (n: number) => (n / 1024).toFixed(1);

function printTable(rows: Row[]): void {
  const header = [
    'page',
    'variant',
    'HTML gz',
    'CSS gz',
    'JS raw',
    'JS gz',
    'JS ×SPA',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP ms',
    'TBT ms',
    'CLS',
  ];
  const spaJs = rows.filter((r) => r.variant === 'spa baseline').map((r) => r.js.gzip);
  const baseline = spaJs.length ? Math.max(...spaJs) : 0;
  const lines = rows.map((r) => {
    const l = r.lighthouse;
    return [
      r.page,
      r.variant,
      kb(r.html.gzip),
      kb(r.css.gzip),
      kb(r.js.raw),
      kb(r.js.gzip),
      baseline ? (r.js.gzip / baseline).toFixed(2) : '-',
      String(l.performance ?? '-'),
      String(l.accessibility ?? '-'),
      String(l.bestPractices ?? '-'),
      String(l.seo ?? '-'),
      l.lcpMs === null || l.lcpMs === undefined ? '-' : String(Math.round(l.lcpMs)),
      l.tbtMs === null || l.tbtMs === undefined ? '-' : String(Math.round(l.tbtMs)),
      l.cls === null || l.cls === undefined ? '-' : l.cls.toFixed(3),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(fmt(l));
  console.log('\nSizes in KB. JS ×SPA: gzip JS relative to the SPA baseline bundle.');
}

async function main(): Promise<void> {
  console.log('Building the site (production)…');
  execSync('npx astro build', { stdio: 'inherit', env: { ...process.env, LOCAL_BUILD: '1' } });
  console.log('Building the SPA baseline…');
  execSync('npx vite build --config bench/spa/vite.config.ts', { stdio: 'inherit' });

  const dataDir = join('.data', 'bench');
  rmSync(dataDir, { recursive: true, force: true });
  const site = await createSiteServer({ distDir: 'dist', dataDir, port: 0, host: '127.0.0.1' });
  const spa = await serveSpa();
  const spaUrl = `http://127.0.0.1:${(spa.address() as { port: number }).port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const rows: Row[] = [];
  try {
    // One signed-in account serves every page that needs a session or a token.
    const tokens = await benchTokens(site.url);
    for (const type of PAGE_TYPES) {
      const url = type.url ? type.url(tokens.token) : type.path;
      if (type.session) await storeSession(chrome.port, site.url, tokens);
      console.log(`Lighthouse: ${type.name}`);
      rows.push({
        page: type.name,
        variant: 'islands',
        ...islandBytes(type.path),
        lighthouse: await audit(site.url + url, chrome.port, type.session),
      });
      if (type.spa) {
        rows.push({
          page: type.name,
          variant: 'spa baseline',
          ...spaBytes(),
          lighthouse: await audit(spaUrl + type.spa, chrome.port),
        });
      }
    }
  } finally {
    chrome.kill();
    spa.close();
    await site.close();
  }
  printTable(rows);
  mkdirSync(join('bench', 'results'), { recursive: true });
  const json = JSON.stringify({ date: new Date().toISOString(), rows }, null, 2);
  writeFileSync(
    join('bench', 'results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    json,
  );
  writeFileSync(join('bench', 'results', 'latest.json'), json);
  console.log('Written to bench/results/latest.json');
}

await main();
