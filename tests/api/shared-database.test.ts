import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/clock.ts';
import type { Limit } from '../../server/config.ts';
import { Database } from '../../server/db/index.ts';
import { readMigrations } from '../../server/db/migrate.ts';
import {
  DatabaseRateLimiter,
  MemoryRateLimiter,
  type RateLimiter,
} from '../../server/rate-limit.ts';
import { createAccount, PASSWORD, signIn, uniqueEmail, userInfo } from './support/flows.ts';
import {
  databasesOfThisFile,
  initdbDataDir,
  onPostgres,
  startServer,
  type TestServer,
} from './support/server.ts';

const database = databasesOfThisFile();
/** Counter windows are read from this clock, so a window ends when the test says so. */
const clock = new ManualClock();

/** Both counter stores, the in-process one and the database one (on the suite's database). */
const stores: [string, () => Promise<{ limiter: RateLimiter; close: () => Promise<void> }>][] = [
  [
    'in memory',
    () =>
      Promise.resolve({
        limiter: new MemoryRateLimiter(clock),
        close: () => Promise.resolve(),
      }),
  ],
  [
    'in the database',
    async () => {
      const db = await Database.open((await database()).options, clock);
      await db.migrate();
      return { limiter: new DatabaseRateLimiter(db.rateCounters), close: () => db.close() };
    },
  ],
];

describe.each(stores)('rate-limit counters %s', (_, open) => {
  it('allow max hits per window per key, then answer the wait, then a new window', async () => {
    const { limiter, close } = await open();
    try {
      const hour: Limit = { max: 2, windowSeconds: 3600 };
      expect(await limiter.hit('k', hour)).toEqual({ ok: true });
      expect(await limiter.hit('k', hour)).toEqual({ ok: true });
      expect(await limiter.hit('other', hour)).toEqual({ ok: true });
      const refused = await limiter.hit('k', hour);
      expect(refused.ok).toBe(false);
      expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(3500);
      expect(!refused.ok && refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
      const second: Limit = { max: 1, windowSeconds: 1 };
      expect(await limiter.hit('short', second)).toEqual({ ok: true });
      clock.advance(999);
      expect((await limiter.hit('short', second)).ok).toBe(false);
      clock.advance(1);
      expect(await limiter.hit('short', second)).toEqual({ ok: true });
    } finally {
      await close();
    }
  });
});

describe('migrations', () => {
  const versions = readMigrations().map((m) => m.version);
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  /**
   * An empty database: a new PostgreSQL database, or a copy of an embedded one as initdb leaves it
   * (an in-memory one ran initdb in WASM first, ~4 CPU s).
   */
  const empty = async () => {
    if (onPostgres) return (await database()).options;
    const dataDir = await initdbDataDir();
    dirs.push(dataDir);
    return { dataDir };
  };

  it('apply every file once, in order, and record it', async () => {
    const db = await Database.open(await empty());
    try {
      expect(await db.migrate()).toEqual({ fresh: true, applied: versions });
      expect(await db.migrate()).toEqual({ fresh: false, applied: [] });
      const { rows } = await db.sql.query<{ version: number }>(
        'select version from schema_migrations order by version',
      );
      expect(rows.map((row) => row.version)).toEqual(versions);
    } finally {
      await db.close();
    }
  });

  it.skipIf(!onPostgres)(
    'apply once when several instances migrate one database at the same time',
    async () => {
      const options = await empty();
      const instances = await Promise.all([1, 2, 3].map(() => Database.open(options)));
      try {
        const runs = await Promise.all(instances.map((db) => db.migrate()));
        // Exactly one run created the schema; the others waited for its lock and found nothing.
        expect(runs.filter((run) => run.fresh)).toEqual([{ fresh: true, applied: versions }]);
        expect(runs.filter((run) => !run.fresh)).toEqual([
          { fresh: false, applied: [] },
          { fresh: false, applied: [] },
        ]);
      } finally {
        await Promise.all(instances.map((db) => db.close()));
      }
    },
  );
});

// Several API instances on one PostgreSQL server; the embedded database is one process's.
describe.skipIf(!onPostgres)('two API instances on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  afterAll(async () => {
    await a.stop();
    await b.stop();
  });

  it('start together, share accounts and sessions, and share one rate limit', async () => {
    const shared = await database();
    const env = { RATE_LIMIT_PER_IP: '4', TRUST_PROXY: '1' };
    [a, b] = await Promise.all([
      startServer({ database: shared, env }),
      startServer({ database: shared, env }),
    ]);
    const { email } = await createAccount(a.api, 'onboarded');
    const session = await signIn(b.api, email, PASSWORD);
    expect((await userInfo(a.api, session.token)).status).toBe(200);
    // Both use the first one's dev Google key: a credential one mints, the other accepts.
    const minted = await b.api.post<{ credential: string }>('/api/dev/google/credential', {
      email: uniqueEmail('google'),
    });
    const google = await a.api.post('/api/register/google', {
      token: minted.body.credential,
      trackingId: 'web',
      company_name: '',
      accept_tos: true,
    });
    expect(google.status).toBe(201);

    // signIn above came from 127.0.0.1; these come from one other address, alternating.
    const statuses = [];
    for (const server of [a, b, a, b, a, b]) {
      const reply = await server.api.request('POST', '/api/v1/token', {
        form: { grant_type: 'password', client_id: 'account-web', username: email, password: 'x' },
        headers: { 'X-Forwarded-For': '10.9.9.9' },
      });
      statuses.push(reply.status);
    }
    // 4 per address in all, not 4 per instance.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});
