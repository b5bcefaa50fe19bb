import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

// End-to-end tests run Debian's Chromium (never a downloaded browser) against the production build
// served with the reference API by `server/start.ts` on a fresh database.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4329);
// `localhost`, not 127.0.0.1: WebAuthn refuses an IP address as relying party id, and the passkey
// tests run real ceremonies. /etc/hosts and Chromium resolve it to the loopback the server listens on.
const baseURL = `http://localhost:${E2E_PORT}`;
// The pseudo-locale build (npm run build:pseudo) on a second server, for the layout test only.
const PSEUDO_PORT = Number(process.env.E2E_PSEUDO_PORT ?? E2E_PORT + 1);
const PSEUDO_SPEC = 'pseudo-locale.spec.ts';
// Started (and rebuilt when stale) only when the run includes that spec: the whole suite, or a
// file filter naming it. A run of other specs pays nothing for it.
const filters = process.argv
  .slice(process.argv.indexOf('test') + 1)
  .filter((a) => !a.startsWith('-'));
const runsPseudo =
  filters.length === 0 || filters.some((f) => PSEUDO_SPEC.includes(f) || f.includes('pseudo'));

const server = (port: number, env: Record<string, string> = {}) => ({
  command: 'node scripts/e2e-server.mjs',
  url: `http://localhost:${port}/api/enums/genreV2`,
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { PORT: String(port), ...env },
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on two cores: a test spends much of its time waiting (page loads, the API, timers), so
  // a third worker fills the cores; measured on hostile + google (51 tests): 2 workers 298 s,
  // 4 workers 233 s but with timeouts at load 30. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // In CI a JSON report beside the list: .ci/run's closing summary counts it and names the tests
  // that passed only on their retry (flaky).
  reporter: process.env.CI
    ? [
        ['list'],
        ['html', { open: 'never' }],
        ['json', { outputFile: process.env.PLAYWRIGHT_JSON ?? 'reports/playwright.json' }],
      ]
    : [['list']],
  use: {
    baseURL,
    // Recording a trace of every test costs CPU on every action; CI records one on the retry of a
    // test that failed (retries: 1), which is the trace a failure needs.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Pages as a visitor who asked for reduced motion sees them: no spinner turns. Each frame of a
    // turning spinner is painted in software here (--disable-gpu), and a page shows one while it
    // waits (Google's script, a check, a busy button): measured on a busy two-core machine, CPU
    // time fell 30 % on signin.spec (121 → 85 s) and 38 % on invitation.spec (165 → 102 s).
    // motion.spec.ts checks the spinner turns for everyone else.
    reducedMotion: 'reduce',
    // One browser context per worker, reset between tests (cookies, storage, routes, init scripts,
    // clock, emulation), instead of a new one per test: a new context starts a new renderer
    // process, about 1.2 CPU s a test on these two cores, measured. The reset keeps the history
    // (the tests that go Back stay on their own pages), window.name (no page reads it) and granted
    // permissions (the one describe that grants one clears them after each test) and Chromium's
    // virtual authenticators, which live in the tab (passkeys.spec.ts removes each after its test).
    // A test whose options differ from the project's gets a fresh context (Playwright's rule).
    reuseContext: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: PSEUDO_SPEC,
    },
    {
      name: 'pseudo',
      testMatch: PSEUDO_SPEC,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${PSEUDO_PORT}` },
    },
  ],
  webServer: [
    server(E2E_PORT),
    // Building it takes a while on a busy machine: the timeout covers the build.
    ...(runsPseudo
      ? [
          {
            ...server(PSEUDO_PORT, { PSEUDO_LOCALE: '1', DIST_DIR: 'dist-pseudo' }),
            timeout: 600_000,
          },
        ]
      : []),
  ],
});
