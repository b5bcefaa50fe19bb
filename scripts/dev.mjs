// `npm run dev`: the reference API on API_PORT and Astro's dev server on PORT (default 4321), which
// proxies /api and /dev to the API (astro.config.mjs) and applies the hosting rules (token routes,
// translated 404s: scripts/dev-rewrites.ts). Extra arguments go to `astro dev` (e.g. --host).
// Email and demo links point at the site. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '4321';
const apiPort = process.env.API_PORT ?? String(Number(port) + 1);
const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`;
const children = [
  // One process (not `npx tsx`, whose wrapper exits on SIGTERM and leaves the server running).
  spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--api-only'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, SITE_URL: siteUrl },
  }),
  spawn('npx', ['astro', 'dev', '--port', port, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://localhost:${apiPort}` },
  }),
];

const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
