// `npm run dev`: the reference API on API_PORT (default 4322) and Astro's dev server, which proxies
// /api and /dev to it (see astro.config.mjs). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4322';
const children = [
  spawn('npx', ['tsx', 'server/start.ts', '--api-only'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
  spawn('npx', ['astro', 'dev'], {
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
