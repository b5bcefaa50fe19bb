// The cross-engine suite (npm run test:engines): the main flows (flows.ts) in Firefox ESR and
// WebKitGTK, and the cross-engine findings in Chromium too (ENGINES=firefox,webkit,chromium to
// choose), each at desktop size in the dark theme and
// at phone size in the light one, against the built site (dist/) and the reference API on a fresh
// database. Writes a JSON report that .ci/run's closing summary counts (ENGINES_JSON, in CI
// reports/engines.json); exits non-zero when a flow failed.
//   ENGINES_PORT (default 4335): the server; +1 the proxy the engines use; +2 WebKitWebDriver.
//   ENGINES_FLOWS=pricing,signin: only those flows. ENGINES_TILE_RUNS: repeats of tilesHoldStill.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { devApi } from './api';
import { Context } from './context';
import { launch, type EngineName, type Session } from './drivers';
import { FLOWS } from './flows';
import { startProxy } from './proxy';

const PORT = Number(process.env.ENGINES_PORT ?? 4335);
const ENGINES = (process.env.ENGINES ?? 'firefox,webkit,chromium').split(',') as EngineName[];
const SESSIONS: Session[] = [
  { size: 'desktop', theme: 'dark' },
  { size: 'phone', theme: 'light' },
];
const only = process.env.ENGINES_FLOWS?.split(',');
// Chromium runs every flow in Playwright (npm test): here only what another engine found, so that
// a finding in one engine is a test in all.
const CHROMIUM_FLOWS = ['tilesHoldStill', 'tapBeforeHydration'];
const flowsOf = (engine: EngineName) =>
  Object.entries(FLOWS).filter(
    ([name]) =>
      (!only || only.includes(name)) && (engine !== 'chromium' || CHROMIUM_FLOWS.includes(name)),
  );
const reportFile = process.env.ENGINES_JSON ?? (process.env.CI ? 'reports/engines.json' : '');

interface Result {
  title: string;
  status: 'passed' | 'failed';
  durationMs: number;
  error?: string;
}

const origin = `http://127.0.0.1:${PORT + 1}`;
// The emails' links and the onboarding pictures use the proxy's origin, as the engines do.
const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  env: { ...process.env, PORT: String(PORT), E2E_SITE_URL: origin },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const results: Result[] = [];
const started = Date.now();
try {
  await serverReady(`http://127.0.0.1:${PORT}/api/enums/genreV2`);
  const proxy = await startProxy(PORT + 1, PORT);
  const api = devApi(`http://127.0.0.1:${PORT}`);
  for (const engine of ENGINES) {
    for (const session of SESSIONS) {
      const label = `${engine} ${session.size} ${session.theme}`;
      const launched = Date.now();
      const driver = await launch(engine, session, PORT + 2);
      console.log(`== ${label} (started in ${Date.now() - launched} ms)`);
      try {
        for (const [name, flow] of flowsOf(engine)) {
          const c = new Context(driver, engine, session, origin, api, proxy);
          const t0 = Date.now();
          const result: Result = { title: `${label}: ${name}`, status: 'passed', durationMs: 0 };
          try {
            await c.reset();
            await flow(c);
            await c.collect();
            if (c.problems.length) throw new Error(`the page reported: ${c.problems.join(' | ')}`);
          } catch (error) {
            result.status = 'failed';
            result.error =
              error instanceof Error ? `${error.name}: ${error.message}` : String(error);
          }
          result.durationMs = Date.now() - t0;
          results.push(result);
          const mark = result.status === 'passed' ? 'ok  ' : 'FAIL';
          console.log(
            `${mark} ${result.title} (${result.durationMs} ms)${result.error ? `\n     ${result.error}` : ''}`,
          );
        }
      } finally {
        await driver.close();
      }
    }
  }
  await proxy.close();
} catch (error) {
  results.push({ title: 'engines suite', status: 'failed', durationMs: 0, error: String(error) });
  console.log(`FAIL engines suite: ${String(error)}`);
} finally {
  server.kill('SIGTERM');
}

const failed = results.filter((r) => r.status === 'failed').length;
console.log(
  `engines: ${results.length - failed} passed, ${failed} failed in ${Math.round((Date.now() - started) / 1000)} s`,
);
if (reportFile) {
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, JSON.stringify({ tests: results }, null, 2));
}
process.exit(failed || results.length === 0 ? 1 : 0);

/** The server answers once its database is open (polled; a first start builds nothing). */
async function serverReady(url: string) {
  const end = Date.now() + 120_000;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) throw new Error('the server exited');
    if (Date.now() > end) throw new Error(`the server did not answer ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
