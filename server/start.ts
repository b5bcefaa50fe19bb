/**
 * `npm start`: builds the site when stale, then serves dist/ and the API on one origin.
 * `--api-only` serves the API alone on API_PORT (for `npm run dev`).
 * In production (`NODE_ENV=production node server-dist/start.js`, compiled by `npm run
 * build:server`) nothing is ever built: the start serves the dist/ that exists, or refuses.
 * Every variable, its own (PORT, API_PORT, DIST_DIR, SKIP_BUILD, SEED_DEMO) included, is parsed
 * by loadConfig (server/config.ts) and listed in server/README.md's Environment table.
 * stdout carries the JSON log alone (one object per line, for a log shipper); the lines for a
 * person (where it listens, the data, the mail, dev tools, stopping) go to stderr.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createSiteServer } from './app.ts';
import {
  describeCheckout,
  describeDatabase,
  describeMail,
  loadConfig,
  type Config,
  type Env,
} from './config.ts';
import { buildSite, siteIsStale } from './build.ts';
import { describeDemo } from './demo.ts';
import { DIST_DIR, ROOT } from './paths.ts';

const root = ROOT;
const apiOnly = process.argv.includes('--api-only');
const env: Env = { ...process.env };
// Every variable is parsed here first (server/config.ts): a bad or stand-in value stops the start
// before anything is built or opened, in one line per variable.
let config: Config;
try {
  config = loadConfig(env);
} catch (error) {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { production } = config;
// DIST_DIR: another build to serve (the e2e layout tests serve the pseudo-locale build).
const distDir = config.distDir === 'dist' ? DIST_DIR : resolve(ROOT, config.distDir);

if (!apiOnly && production && !existsSync(join(distDir, 'index.html'))) {
  // A production start never builds: the build belongs to the deployment, not to a boot.
  console.error(
    `Cannot start: ${distDir} holds no built site. Run \`npm run build\` before starting, or start with --api-only to serve the API alone.`,
  );
  process.exit(1);
}
if (!apiOnly && !production && !config.skipBuild && siteIsStale(root, distDir)) {
  console.error(`Building the site (${distDir} is missing or older than its sources)…`);
  buildSite(root);
}

const port = apiOnly ? config.apiPort : config.port;
env.DATA_DIR ||= resolve(root, '.data');
// A developer's local start keeps its conveniences (dev tools, demo data) unless switched off;
// a production start has neither and refuses DEV_TOOLS=1 (server/config.ts).
if (!production) env.DEV_TOOLS ??= '1';
const seedDemoData = config.seedDemo;

let server: Awaited<ReturnType<typeof createSiteServer>>;
try {
  server = await createSiteServer({
    distDir: apiOnly ? null : distDir,
    port,
    env,
    seedOnFirstStart: seedDemoData,
  });
} catch (error) {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

console.error(`\n${apiOnly ? 'Account API' : 'Site and account API'}: ${server.url}`);
console.error(
  `Data: ${describeDatabase(server.config)}${server.fresh && seedDemoData ? ' (new, demo data seeded)' : ''}`,
);
console.error(`Mail: ${describeMail(server.config)}`);
console.error(`Checkout: ${describeCheckout(server.config)}`);
if (server.config.devTools) {
  console.error(
    [
      '',
      '!!! DEV TOOLS ARE ON (DEV_TOOLS=1): /api/dev/* mints Google sign-ins for any email,',
      '!!! overwrites accounts and shows every email, to requests from this machine. Local use only;',
      '!!! NODE_ENV=production refuses them. DEV_TOOLS=0 switches them off.',
      '',
    ].join('\n'),
  );
  console.error(`Dev mailbox: ${server.config.siteUrl}/api/dev/mailbox\n`);
  console.error(describeDemo(server.config.siteUrl));
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Requests in flight finish first (up to SHUTDOWN_TIMEOUT_MS); closing the database cleanly
    // keeps PGlite's data directory consistent and hands a PostgreSQL server's connections back.
    console.error(`Stopping (${signal}): finishing the requests in flight…`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
