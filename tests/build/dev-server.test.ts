// `npm run dev` (scripts/dev.mjs) behaves as a process under `exec`: a SIGTERM to it stops both of
// its servers (the API and Astro's dev server) and it exits only after them, so a supervisor or a
// terminal never leaves one running. Both listen on this machine only unless HOST says otherwise.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { freshDataDir } from '../api/support/server.ts';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** True while something accepts connections on the port. */
async function listening(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
}

describe('npm run dev', () => {
  it('stops both servers on SIGTERM and exits after them', async () => {
    const port = await freePort();
    const apiPort = await freePort();
    let log = '';
    // A copy of the API tests' migrated database rather than the checkout's .data: in a fresh
    // clone (CI) the API would create that one (initdb) and seed the demo accounts at production
    // scrypt cost, 15.8 → 9.1 CPU s for this test, and a developer's data is no business of it.
    const dataDir = await freshDataDir();
    const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        API_PORT: String(apiPort),
        HOST: '',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    dev.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    dev.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => dev.once('exit', resolve));
    try {
      await vi.waitFor(
        async () => {
          expect(await listening(apiPort), log).toBe(true);
          expect(await listening(port), log).toBe(true);
        },
        { timeout: 120_000, interval: 250 },
      );
      // The default host is loopback: the API says where it listens.
      expect(log).toMatch(new RegExp(`http://localhost:${apiPort}`));
      dev.kill('SIGTERM');
      expect(await exited).toBe(143);
      // Once the parent is gone, neither server is left behind.
      expect(await listening(apiPort)).toBe(false);
      expect(await listening(port)).toBe(false);
    } finally {
      if (dev.exitCode === null) dev.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
