// `npm run dev` as a developer runs it: PORT and extra Astro arguments honoured, token routes and
// translated 404s served like production, and the printed demo links pointing at the site.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initdbDataDir, TEST_ENV } from './support/server.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** What vitest adds to the environment for itself (import.meta.env and its own markers). */
const VITEST_ONLY = new Set(['TEST', 'NODE_ENV', 'BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR']);

/**
 * The environment of a developer's shell: without what vitest sets, which makes Astro's dev
 * server answer 404 for every page.
 */
function shellEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('VITEST') && !VITEST_ONLY.has(name),
    ),
  );
}

let child: ChildProcess;
let output = '';
let site = '';
let dataDir = '';

beforeAll(async () => {
  // A first start (the demo data is seeded, its links printed) on a copy of a database as initdb
  // leaves it: ~4 CPU s of initdb saved, production.test.ts runs one.
  dataDir = await initdbDataDir();
  const port = await freePort();
  const apiPort = await freePort();
  site = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['scripts/dev.mjs', '--host', '127.0.0.1'], {
    env: {
      ...shellEnv(),
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      // The demo passwords hash at the tests' cost, not the default (2^17: ~0.6 CPU s for each).
      SCRYPT_LOG_N: TEST_ENV.SCRYPT_LOG_N,
    },
    detached: true,
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Ready when both the API (demo links printed) and Astro answer.
  await vi.waitFor(
    async () => {
      expect(output, 'npm run dev prints the demo links').toContain('Sonos link code');
      expect((await fetch(`${site}/signin`).catch(() => null))?.status).toBe(200);
    },
    { timeout: 120_000, interval: 500 },
  );
}, 150_000);

afterAll(() => {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves the site on PORT with the extra Astro arguments (--host)', async () => {
    const page = await fetch(`${site}/fr/signin`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('lang="fr"');
  });

  it('serves token routes from their page shell, like the CDN', async () => {
    const reset = await fetch(`${site}/de/reset-password/ana%40shop.example/tok-123`);
    expect(reset.status).toBe(200);
    expect(await reset.text()).toContain('lang="de"');
    const invitation = await fetch(`${site}/invitation/INV-1?expiresAt=2030-01-01T00:00:00Z`);
    expect(invitation.status).toBe(200);
  });

  it('answers an unknown path with its language 404 page', async () => {
    const missing = await fetch(`${site}/it/does-not-exist`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('lang="it"');
  });

  it('proxies the API and prints demo links to the site, not the API-only port', async () => {
    expect((await fetch(`${site}/api/enums/genreV2`)).status).toBe(200);
    const port = new URL(site).port;
    expect(output).toMatch(new RegExp(`http://localhost:${port}/invitation/INVITE-DEMO`));
    expect(output).toContain(`http://localhost:${port}/api/dev/mailbox`);
  });
});
