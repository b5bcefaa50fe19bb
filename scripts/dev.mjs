// `npm run dev`: the reference API on API_PORT and Astro's dev server on PORT (default 4321, as
// `npm start`), which proxies /api and /dev to the API (astro.config.mjs) and applies the hosting
// rules (token routes, translated 404s: scripts/dev-rewrites.ts). Both listen on HOST (default
// 127.0.0.1, this machine only; `HOST=0.0.0.0` opens them to the network). Extra arguments go to
// `astro dev`. Email and demo links point at the site.
//
// Signals behave as with `exec`: SIGINT/SIGTERM/SIGHUP reach both servers, this process waits for
// them to exit and then exits itself, so a supervisor's SIGTERM never leaves a server behind; when
// one server exits, the other is stopped and its code is this process's.
import { spawn } from 'node:child_process';
import { ASTRO_CLI } from './astro-cli.mjs';

const port = process.env.PORT ?? '4321';
const apiPort = process.env.API_PORT ?? String(Number(port) + 1);
const host = process.env.HOST?.trim() || '127.0.0.1';
const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`;

// Both run as direct children (no `npx` wrapper, which would not pass signals on).
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--api-only'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, SITE_URL: siteUrl, HOST: host },
  }),
  spawn(
    process.execPath,
    [ASTRO_CLI, 'dev', '--port', port, '--host', host, ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
    },
  ),
];

/** @type {number | null} */
let exitCode = null;
const running = new Set(children);

/**
 * Passes a signal on to the servers still running.
 * @param {NodeJS.Signals} signal
 */
function forward(signal) {
  for (const child of running) child.kill(signal);
}

/** The exit code of a process ended by each signal, as a shell reports it. */
const SIGNAL_CODES = /** @type {const} */ ({ SIGHUP: 129, SIGINT: 130, SIGTERM: 143 });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    exitCode ??= SIGNAL_CODES[signal];
    forward(signal);
  });
}

for (const child of children) {
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (exitCode === null) {
      // The first server to stop takes the other with it.
      exitCode = code ?? (signal ? 128 : 1);
      forward('SIGTERM');
    }
    if (running.size === 0) process.exit(exitCode);
  });
}
