// Starts the built site and the reference API for the browser tests, on a fresh database each run,
// with rate limits raised (every test signs in from the same address) and dev tools opted in.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = `.data/e2e-${process.env.PORT ?? 'default'}`;
rmSync(dataDir, { recursive: true, force: true });

// On `localhost`, never 127.0.0.1: WebAuthn refuses an IP address as relying party id, and the
// passkey tests run real ceremonies on the tests' own origin. The cross-engine suite's proxy
// (E2E_SITE_URL on an IP address) runs no passkey ceremony: the API's defaults stay there.
const siteUrl = process.env.E2E_SITE_URL ?? `http://localhost:${process.env.PORT}`;
const passkeys = process.env.E2E_SITE_URL
  ? {}
  : { PASSKEY_RP_ID: 'localhost', PASSKEY_ORIGINS: new URL(siteUrl).origin };

// One process (not `npx tsx`, whose wrapper exits on SIGTERM and leaves the server running).
const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    // dist/ is built by the caller (npm test, or by hand); the pseudo-locale build is small and
    // rebuilt here when older than its sources (PSEUDO_LOCALE=1, playwright.config.ts).
    SKIP_BUILD: process.env.PSEUDO_LOCALE === '1' ? '0' : '1',
    DEV_TOOLS: '1',
    // Email links point at the address the browser tests use (never a request's Host): the
    // cross-engine suite puts its proxy in front (E2E_SITE_URL, tests/engines/run.ts).
    SITE_URL: siteUrl,
    ...passkeys,
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_USERNAME: '1000',
    RATE_LIMIT_PER_ACCOUNT: '1000',
    RATE_LIMIT_REGISTER_PER_IP: '100000',
    RATE_LIMIT_EMAIL_PER_ADDRESS: '1000',
    RATE_LIMIT_EMAIL_PER_IP: '100000',
    RATE_LIMIT_INVITE_PER_IP: '100000',
    // The API tests' cost (tests/api/support/server.ts), not production's N=2^17: a full browser
    // run hashes about 300 passwords on two cores (at 2^14, 17 CPU s of it). The hashing path
    // itself is the production one, and the rehash on a cost change has its API test.
    SCRYPT_LOG_N: '12',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
