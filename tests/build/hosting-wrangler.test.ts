// Cloudflare's own local Pages runtime (`wrangler pages dev`, workerd) serves the build as Cloudflare
// Pages would: dist/ as a HOST_TARGET=cloudflare build holds it, with the project's wrangler.jsonc.
// Every page answers 200 at its canonical URL with the headers the local server sends, token links
// get their shell, unknown paths the translated 404 page, other spellings move to the one URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOSTING_FILES } from '../../src/lib/hosting.ts';
import { DIST, requireDist } from '../../scripts/dist';
import { WRANGLER_BIN } from '../../tools/paths';
import {
  hostingFileSpellings,
  localAnswer,
  otherSpellings,
  ruleHeaders,
  servedPages,
  tokenLinks,
  unknownPaths,
} from './support/hosting';

/** The rule files a Cloudflare build has: the others are not in its dist/. */
const CLOUDFLARE_FILES = ['_headers', '_redirects'];

const work = mkdtempSync(join(tmpdir(), 'account-web-wrangler-'));
let wrangler: ChildProcess | undefined;
let log = '';
let base = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once wrangler answers, rejects when it exits first. */
async function ready(): Promise<void> {
  const exited = new Promise<never>((_, reject) =>
    wrangler!.once('exit', (code) => reject(new Error(`wrangler exited (${code}):\n${log}`))),
  );
  const answering = vi.waitFor(
    async () => {
      expect((await fetch(`${base}/favicon.ico`)).ok).toBe(true);
    },
    { timeout: 120_000, interval: 200 },
  );
  await Promise.race([answering, exited]);
}

beforeAll(async () => {
  requireDist();
  cpSync(DIST, join(work, 'dist'), {
    recursive: true,
    filter: (source) => {
      const name = relative(DIST, source);
      return !HOSTING_FILES.includes(name) || CLOUDFLARE_FILES.includes(name);
    },
  });
  cpSync('wrangler.jsonc', join(work, 'wrangler.jsonc'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  wrangler = spawn(
    process.execPath,
    [
      WRANGLER_BIN,
      'pages',
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(await freePort()),
      '--persist-to',
      join(work, 'state'),
      '--log-level',
      'warn',
    ],
    {
      cwd: work,
      detached: true,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  wrangler.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  wrangler.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await ready();
}, 120_000);

afterAll(async () => {
  if (wrangler?.pid && wrangler.exitCode === null) {
    const exited = new Promise((resolve) => wrangler!.once('exit', resolve));
    // workerd runs as wrangler's child: the whole process group stops.
    process.kill(-wrangler.pid, 'SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
});

async function get(path: string) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  return { status: response.status, headers, body: await response.text() };
}

const distText = (file: string) => readFileSync(join(DIST, file), 'utf8');

describe('wrangler pages dev over the build', () => {
  it('serves every page at its canonical URL with 200 and the local server’s headers', async () => {
    const pages = servedPages();
    expect(pages.length).toBeGreaterThan(100);
    for (const page of pages) {
      const got = await get(page.path);
      expect(got.status, page.path).toBe(200);
      expect(got.body, page.path).toBe(distText(page.file));
      const expected = await localAnswer(page.path);
      expect(ruleHeaders(got.headers), page.path).toEqual(ruleHeaders(expected.headers));
    }
  });

  it('serves token links in every language with their shell and the shell’s headers', async () => {
    for (const link of tokenLinks()) {
      const got = await get(link.path);
      expect(got.status, link.path).toBe(200);
      expect(got.body, link.path).toBe(distText(link.shell));
      const expected = await localAnswer(link.path);
      expect(ruleHeaders(got.headers), link.path).toEqual(ruleHeaders(expected.headers));
    }
  });

  it('moves a token link with a trailing slash to its one URL, as the local server does', async () => {
    const links = tokenLinks();
    expect(links).toHaveLength(20);
    for (const link of links) {
      const got = await get(`${link.path}/`);
      expect(got.status, link.path).toBe(308);
      expect(new URL(got.headers.location!, base).pathname, link.path).toBe(link.path);
      expect((await localAnswer(`${link.path}/`)).headers.location, link.path).toBe(link.path);
    }
  });

  it('answers unknown paths with the translated 404 page and status 404', async () => {
    for (const unknown of unknownPaths()) {
      const got = await get(unknown.path);
      expect(got.status, unknown.path).toBe(404);
      expect(got.body, unknown.path).toBe(distText(unknown.file));
      expect(got.headers['x-frame-options'], unknown.path).toBe('DENY');
    }
  });

  it('moves other spellings of a page to its one URL in one redirect', async () => {
    for (const page of servedPages()) {
      for (const spelling of otherSpellings(page.path)) {
        const got = await get(spelling);
        // A token shell's `/app/verify/` is a token link without a token: its shell explains it.
        if (got.status === 200 && got.body === distText(page.file)) continue;
        expect(got.status, spelling).toBe(308);
        expect(new URL(got.headers.location!, base).pathname, spelling).toBe(page.path);
      }
    }
  });

  it('never serves its rule files', async () => {
    for (const name of CLOUDFLARE_FILES) {
      const rules = distText(name);
      for (const path of hostingFileSpellings([name])) {
        const got = await get(path);
        // Cloudflare answers 404; wrangler's local asset lookup fails on them instead (502).
        expect(got.status, path).not.toBe(200);
        expect(got.body === rules, path).toBe(false);
      }
    }
  });
});
