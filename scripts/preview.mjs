// `npm run preview`: serves the dist/ that is there, as built (by `npm run build` for a host, or
// `npm run build:local`), with the reference API, on PORT (default 4321) and HOST (default
// 127.0.0.1), never rebuilding it: what a deployment would publish, looked at before it is. The
// local server applies dist/'s `_headers` and `_redirects` as Netlify and Cloudflare do.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';

if (!existsSync(new URL('../dist/index.html', import.meta.url))) {
  console.error(
    'Nothing to preview: dist/ holds no build. Run `npm run build:local` (or `npm run build`) first.',
  );
  process.exit(1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
  stdio: 'inherit',
  env: { ...process.env, SKIP_BUILD: '1' },
});
// As under `exec`: signals go to the server, and this process ends with it.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
