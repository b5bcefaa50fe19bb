/**
 * `npm start`: builds the site when stale, then serves dist/ and the API on one origin.
 * `tsx server/start.ts --api-only` serves the API alone on API_PORT (for `npm run dev`).
 * Env: PORT, API_PORT, DATA_DIR, SKIP_BUILD=1, and the API's variables (server/README.md).
 */
import { resolve } from 'node:path';
import { createSiteServer } from './app.ts';
import { buildSite, siteIsStale } from './build.ts';
import { describeDemo } from './demo.ts';

const root = resolve(import.meta.dirname, '..');
const apiOnly = process.argv.includes('--api-only');
const distDir = resolve(root, 'dist');

if (!apiOnly && process.env.SKIP_BUILD !== '1' && siteIsStale(root, distDir)) {
  console.log('Building the site (dist/ is missing or older than its sources)…');
  buildSite(root);
}

const port = Number((apiOnly ? process.env.API_PORT : process.env.PORT) || (apiOnly ? 8787 : 4321));
const server = await createSiteServer({
  distDir: apiOnly ? null : distDir,
  port,
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR || resolve(root, '.data') },
  seedOnFirstStart: true,
});

const siteUrl = server.config.siteUrl ?? server.url;
console.log(`\n${apiOnly ? 'Account API' : 'Site and account API'}: ${server.url}`);
console.log(`Data: ${server.config.dataDir}${server.fresh ? ' (new, demo data seeded)' : ''}`);
if (server.config.devTools) {
  console.log(`Dev mailbox: ${server.url}/api/dev/mailbox\n`);
  console.log(describeDemo(siteUrl));
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Closing PGlite cleanly keeps the data directory consistent for the next start.
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
