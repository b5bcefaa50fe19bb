// What a deployment gets by default: `NODE_ENV=production` starts with no demo data, no dev tools
// (DEV_TOOLS=1 is refused), and only with SITE_URL; email links never follow a request's Host.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { isLoopback } from '../../server/client-address.ts';
import { DEMO_PASSWORD } from '../../server/demo.ts';
import { createAccount, mailFor, passwordGrant } from './support/flows.ts';
import { PRODUCTION_CHECKOUT } from './support/chargebee.ts';
import { holdRegistration } from './support/held.ts';
import { compiledStartOfThisFile, NPM_START } from './support/child.ts';
import { scratchDir } from '../support/scratch.ts';
import {
  ApiClient,
  freshDataDir,
  freshDatabase,
  initdbDataDir,
  onPostgres,
  startServer,
  TEST_ENV,
} from './support/server.ts';

/** A production start takes payments with Chargebee (the local test page is refused). */
const CHARGEBEE = PRODUCTION_CHECKOUT;

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  // On tmpfs where it has room: a start there creates its database's ~1,000 files for less CPU.
  const dir = scratchDir('account-prod-');
  dirs.push(dir);
  return dir;
};
/** A copy of the migrated template database, for a test about something else than creating it. */
const migratedDir = async () => {
  const dir = await freshDataDir();
  dirs.push(dir);
  return dir;
};

interface Started {
  code: number | null;
  output: string;
  url: string | null;
  stop(): void;
  /** The exit code, once the process ended. */
  exited: Promise<number | null>;
}

/** A copy of a database as initdb leaves it: a first start, without the ~4 CPU s of initdb. */
const initdbDir = async () => {
  const dir = await initdbDataDir();
  dirs.push(dir);
  return dir;
};

/**
 * The production starts run the API compiled, as production does (`node server-dist/start.js`):
 * ~0.5 CPU s a start against ~1.6 under tsx. `npm start` (tsx) has its own test below.
 */
const compiledStart = compiledStartOfThisFile();

/**
 * Runs the API with `--api-only` (compiled, or as `npm start` would), until it listens or exits.
 * Its data directory is new (the start creates the database: ~4 CPU s of initdb in WASM) unless
 * `env` names one.
 */
async function start(env: Record<string, string>, { npmStart = false } = {}): Promise<Started> {
  const command = [...(npmStart ? NPM_START : await compiledStart()), '--api-only'];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, command, {
      // A staging start unless a test says otherwise: SITE_URL is on account.example.
      env: {
        PATH: process.env.PATH,
        API_PORT: '0',
        DATA_DIR: tempDir(),
        ALLOW_PLACEHOLDER_CONFIG: '1',
        ...env,
      },
    });
    let output = '';
    const exited = new Promise<number | null>((resolveExit) => child.on('exit', resolveExit));
    const done = (code: number | null, url: string | null) =>
      resolve({
        code,
        url,
        get output() {
          return output;
        },
        stop: () => child.kill('SIGTERM'),
        exited,
      });
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Account API: (http:\/\/\S+)/.exec(output)?.[1];
      if (url) done(null, url);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => done(code, null));
  });
}

/**
 * A test whose server never opens the suite's database (its own embedded one, or none): the
 * PostgreSQL run of the suite (.ci/run) would repeat the embedded run's work, so it leaves them out.
 */
const embeddedOnly = it.skipIf(onPostgres);

// Each of these starts a server process on a new embedded database (initdb in WASM): allow for a
// busy machine.
describe('a production start', { timeout: 120_000 }, () => {
  it('has no demo accounts and no dev tools', async () => {
    // On PostgreSQL, a new empty database of the suite's server (DATABASE_URL), as deployed.
    const database = onPostgres ? await freshDatabase() : null;
    const server = await start({
      NODE_ENV: 'production',
      SITE_URL: 'https://account.example',
      MAIL_TRANSPORT: 'outbox',
      ...CHARGEBEE,
      ...(database?.env as Record<string, string>),
    });
    try {
      expect(server.url, server.output).not.toBeNull();
      // The lines after the URL may arrive a moment later; the mail line is the last.
      await expect
        .poll(() => server.output)
        .toContain(
          'Mail: not sent by this server (MAIL_TRANSPORT=outbox): another system must send the outbox table',
        );
      expect(server.output).not.toMatch(/DEV TOOLS|demo/i);
      await expect.poll(() => server.output).toContain('Checkout: Chargebee hosted pages');
      expect(server.output).not.toContain(CHARGEBEE.CHARGEBEE_API_KEY);
      const api = new ApiClient(server.url!.replace('localhost', '127.0.0.1'));
      const demo = await passwordGrant(api, 'super-admin@demo.test', DEMO_PASSWORD);
      expect(demo.status).toBe(401);
      expect((await api.get('/api/dev/mailbox')).status).toBe(404);
      expect((await api.post('/api/dev/google/credential', { email: 'a@b.example' })).status).toBe(
        404,
      );
    } finally {
      server.stop();
      await database?.drop(); // drops the stopping server's connections too (with force)
    }
  });

  embeddedOnly('refuses DEV_TOOLS=1', async () => {
    const server = await start({
      NODE_ENV: 'production',
      SITE_URL: 'https://account.example',
      DEV_TOOLS: '1',
    });
    expect(server.code).toBe(1);
    expect(server.output).toMatch(/DEV_TOOLS=1 is refused with NODE_ENV=production/);
  });

  embeddedOnly(
    'refuses to start with no way to deliver mail, naming SMTP_URL in one line',
    async () => {
      const server = await start({ NODE_ENV: 'production', SITE_URL: 'https://account.example' });
      expect(server.code).toBe(1);
      expect(server.output.trim()).toMatch(
        /^Cannot start: SMTP_URL must be set with NODE_ENV=production[^\n]*$/,
      );
    },
  );

  embeddedOnly(
    'on SIGTERM answers the requests in flight, then exits 0; never prints the SMTP password',
    async () => {
      // A mail server that is down: the worker's failed attempts are logged too.
      const closed = createServer().listen(0, '127.0.0.1');
      await once(closed, 'listening');
      const smtpPort = (closed.address() as AddressInfo).port;
      closed.close();
      const server = await start({
        NODE_ENV: 'production',
        SITE_URL: 'https://account.example',
        SMTP_URL: `smtp://mailer:pa55word@127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'hello@account.example',
        // Room for the held registrations to hash their passwords at production cost on a busy
        // machine once their bodies arrive: what is tested is that they are answered, not how fast
        // (the default 10 s cut them off at load 15).
        SHUTDOWN_TIMEOUT_MS: '60000',
        ...CHARGEBEE,
        // What is tested is the shutdown: a copy of a migrated database saves the initdb.
        DATA_DIR: await migratedDir(),
      });
      expect(server.url, server.output).not.toBeNull();
      await expect
        .poll(() => server.output, { timeout: 15_000 })
        .toContain(`Mail: sent over smtp://127.0.0.1:${smtpPort} from hello@account.example`);
      const held = await Promise.all(
        [1, 2, 3].map(() => holdRegistration(Number(new URL(server.url!).port))),
      );
      server.stop();
      await expect.poll(() => server.output, { timeout: 15_000 }).toContain('Stopping (SIGTERM)');
      for (const connection of held) connection.socket.write(connection.body);
      await Promise.all(held.map((connection) => connection.closed));
      expect(held.map((connection) => connection.statuses())).toEqual([
        [100, 204],
        [100, 204],
        [100, 204],
      ]);
      expect(await server.exited).toBe(0);
      expect(server.output).toContain('mail not sent, will retry');
      expect(server.output).not.toContain('pa55word');
    },
  );

  embeddedOnly(
    'refuses the local test checkout in one line: its Pay button activates a plan for free',
    async () => {
      const server = await start({
        NODE_ENV: 'production',
        SITE_URL: 'https://account.example',
        MAIL_TRANSPORT: 'outbox',
      });
      expect(server.code).toBe(1);
      expect(server.output.trim()).toMatch(
        /^Cannot start: CHECKOUT_PROVIDER=local \(the default\) is refused with NODE_ENV=production[^\n]*$/,
      );
    },
  );

  embeddedOnly(
    'refuses local or .example stand-ins, one line per variable, unless opted in for staging',
    async () => {
      const env = {
        NODE_ENV: 'production',
        SITE_URL: 'https://account.example',
        MAIL_FROM: 'Tunebiz <hello@localhost>',
        MAIL_TRANSPORT: 'outbox',
        ALLOW_PLACEHOLDER_CONFIG: '',
        ...CHARGEBEE,
      };
      const refused = await start(env);
      expect(refused.code).toBe(1);
      expect(refused.output.trim().split('\n')).toEqual([
        'Cannot start: NODE_ENV=production with local or .example stand-ins. Set each variable below, or ALLOW_PLACEHOLDER_CONFIG=1 for a staging server:',
        '  GOOGLE_CLIENT_ID: unset, the local development client id',
        '  SITE_URL: "https://account.example" is a local or .example stand-in',
        '  MAIL_FROM: "Tunebiz <hello@localhost>" is a local or .example stand-in',
      ]);
      // What is tested is the configuration: copies of a migrated database save two initdbs.
      const staging = await start({
        ...env,
        ALLOW_PLACEHOLDER_CONFIG: '1',
        DATA_DIR: await migratedDir(),
      });
      expect(staging.url).not.toBeNull();
      staging.stop();
      await staging.exited;
      const real = await start({
        ...env,
        SITE_URL: 'https://account.tunebiz.com',
        MAIL_FROM: 'hello@tunebiz.com',
        GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
        DATA_DIR: await migratedDir(),
      });
      expect(real.url, real.output).not.toBeNull();
      real.stop();
      await real.exited;
    },
  );

  embeddedOnly('refuses to start without SITE_URL', async () => {
    const server = await start({ NODE_ENV: 'production' });
    expect(server.code).toBe(1);
    expect(server.output).toMatch(/SITE_URL must be set with NODE_ENV=production/);
  });

  embeddedOnly('stops with one line naming an unusable data directory', async () => {
    const server = await start({
      NODE_ENV: 'production',
      SITE_URL: 'https://account.example',
      MAIL_TRANSPORT: 'outbox',
      DATA_DIR: '/sys/fs/account-web-data',
      ...CHARGEBEE,
    });
    expect(server.code).toBe(1);
    expect(server.output.trim()).toMatch(
      /^Cannot start: the data directory \/sys\/fs\/account-web-data is read-only \(E\w+\): .*\.$/,
    );
  });

  embeddedOnly('never seeds demo data, even when asked to', async () => {
    await expect(
      createSiteServer({
        port: 0,
        dataDir: 'memory://',
        env: {
          NODE_ENV: 'production',
          ALLOW_PLACEHOLDER_CONFIG: '1',
          SITE_URL: 'https://account.example',
          MAIL_TRANSPORT: 'outbox',
          ...CHARGEBEE,
        },
        seedOnFirstStart: true,
      }),
    ).rejects.toThrow(/never seeded/);
  });
});

describe('a local start (npm start)', { timeout: 120_000 }, () => {
  embeddedOnly('says loudly that dev tools are on and seeds the demo accounts', async () => {
    const server = await start(
      {
        // A first start (the database is empty: the demo data is seeded) without initdb, which
        // 'has no demo accounts' runs. Passwords hash at the tests' cost, not the default (2^17:
        // ~0.6 CPU s for each demo account, the decoy and the sign-in), pinned in rate-limit.test.ts.
        DATA_DIR: await initdbDir(),
        SCRYPT_LOG_N: TEST_ENV.SCRYPT_LOG_N!,
      },
      { npmStart: true },
    );
    try {
      expect(server.url, server.output).not.toBeNull();
      await expect.poll(() => server.output).toContain('DEV TOOLS ARE ON');
      const api = new ApiClient(server.url!.replace('localhost', '127.0.0.1'));
      expect((await passwordGrant(api, 'super-admin@demo.test', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      server.stop();
    }
  });
});

describe('configuration', () => {
  it('takes dev tools only as DEV_TOOLS=1', () => {
    expect(loadConfig({}).devTools).toBe(false);
    expect(loadConfig({ DEV_TOOLS: 'true' }).devTools).toBe(false);
    expect(loadConfig({ DEV_TOOLS: '1' }).devTools).toBe(true);
  });

  it('takes SITE_URL only as an absolute http(s) URL', () => {
    expect(() => loadConfig({ SITE_URL: 'evil.example' })).toThrow(/SITE_URL must be an absolute/);
    expect(() => loadConfig({ SITE_URL: 'javascript:alert(1)' })).toThrow(/SITE_URL/);
    expect(loadConfig({ SITE_URL: 'https://account.example/' }).siteUrl).toBe(
      'https://account.example',
    );
  });

  it('knows loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', 'unknown', '']) {
      expect(isLoopback(address), address).toBe(false);
    }
  });
});

/** A POST with a Host header of the caller's choice (fetch does not let a page set one). */
function postWithHost(url: string, host: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: { Host: host, 'Content-Type': 'application/json', 'X-Client-Id': 'account-web' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('email links', () => {
  it('point at SITE_URL whatever Host a request names', async () => {
    const server = await startServer({ env: { SITE_URL: 'https://account.example' } });
    try {
      const { email } = await createAccount(server.api, 'confirmed');
      expect(
        await postWithHost(`${server.url}/api/reset_password`, 'evil.example', { email }),
      ).toBe(204);
      const [mail] = await mailFor(server.api, email);
      expect(mail!.links[0]).toMatch(/^https:\/\/account\.example\/reset-password\//);
    } finally {
      await server.stop();
    }
  });

  it('and image URLs of the catalog come from the API URL, whatever Host a request names', async () => {
    const server = await startServer({ env: { SITE_URL: 'https://account.example' } });
    try {
      const body = await new Promise<string>((resolve, reject) => {
        const req = httpRequest(
          `${server.url}/api/enums/genreV2`,
          { headers: { Host: 'evil.example' } },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve(text));
          },
        );
        req.on('error', reject);
        req.end();
      });
      const [first] = JSON.parse(body) as { imageJpg: string }[];
      expect(first!.imageJpg).toMatch(/^https:\/\/account\.example\/api\/assets\/genres\//);
    } finally {
      await server.stop();
    }
  });

  it('without SITE_URL point at the address the server listens on, not the Host', async () => {
    const server = await startServer();
    try {
      const { email } = await createAccount(server.api, 'confirmed');
      await postWithHost(`${server.url}/api/reset_password`, 'evil.example', { email });
      const [mail] = await mailFor(server.api, email);
      expect(mail!.links[0]!.startsWith(`${server.url}/reset-password/`)).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
