// An instance whose clock runs 20 minutes ahead of the database's: production refuses to start
// (every lifetime is computed from the instance's clock, so it would refuse every token other
// instances issue), elsewhere the log says so; and its purge never deletes sessions that are live
// by the database's clock.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createSiteServer } from '../../server/app.ts';
import type { Clock } from '../../server/clock.ts';
import { Database } from '../../server/db/index.ts';
import { databasesOfThisFile, TEST_ENV } from './support/server.ts';

const database = databasesOfThisFile();
const AHEAD_MS = 20 * 60_000;
const ahead: Clock = { now: () => new Date(Date.now() + AHEAD_MS) };

describe('a clock 20 minutes ahead of the database', () => {
  it('stops a production start with one line saying so', async () => {
    const { options, env } = await database();
    await expect(
      createSiteServer({
        port: 0,
        dataDir: options.dataDir,
        env: {
          ...TEST_ENV,
          ...env,
          DEV_TOOLS: undefined,
          NODE_ENV: 'production',
          ALLOW_PLACEHOLDER_CONFIG: '1',
          SITE_URL: 'https://account.example',
          MAIL_TRANSPORT: 'outbox',
          // Production takes only a real payment provider (its variables; nothing is called).
          CHECKOUT_PROVIDER: 'chargebee',
          CHARGEBEE_SITE: 'acme-test',
          CHARGEBEE_API_KEY: 'test_secret_api_key',
          CHARGEBEE_WEBHOOK_USERNAME: 'hook',
          CHARGEBEE_WEBHOOK_PASSWORD: 'hook-secret',
        },
        clock: ahead,
      }),
    ).rejects.toThrow(/clock is 1[12]\d\d s ahead of the database server's/);
  });

  it('is logged at error level by any other start', async () => {
    const lines: { level: string; msg: string; skewMs?: number }[] = [];
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as (typeof lines)[number]);
        }
        done();
      },
    });
    const { options, env } = await database();
    const server = await createSiteServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: options.dataDir,
      env: { ...TEST_ENV, ...env },
      clock: ahead,
      logDestination,
    });
    await server.close();
    const skew = lines.find((line) => line.msg.startsWith('clock skew'));
    expect(skew).toMatchObject({ level: 'error' });
    expect(skew!.skewMs).toBeGreaterThan(AHEAD_MS - 60_000);
  });

  it('never makes the purge delete an access token live by the database clock', async () => {
    const db = await Database.open((await database()).options, ahead);
    try {
      await db.migrate();
      const { id } = await db.accounts.upsert({
        email: 'skew@example.test',
        passwordHash: null,
        firstName: 'S',
        lastName: 'K',
        role: 'user',
        confirmed: true,
        firstOnboardingDone: false,
        language: 'en',
        trialEndsAt: new Date(Date.now() + 86_400_000),
      });
      // Live for ten more minutes by the real clock, "expired" by the instance's.
      const expiresAt = new Date(Date.now() + 10 * 60_000);
      await db.tokens.insertAuth('live-by-db', id, 'access', 'account-web', expiresAt, 'f1');
      await db.tokens.insertEmail('live-link', id, 'reset', expiresAt);
      expect(await db.purgeExpired(7)).toMatchObject({ authTokens: 0, emailTokens: 0 });
    } finally {
      await db.close();
    }
  });
});
