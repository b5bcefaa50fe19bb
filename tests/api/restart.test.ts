import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openApi } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { EmbeddedSql } from '../../server/db/embedded.ts';
import { Database } from '../../server/db/index.ts';
import { DEMO, DEMO_PASSWORD, seedDemo } from '../../server/demo.ts';
import {
  createAccount,
  passwordGrant,
  registrationPayload,
  signIn,
  userInfo,
} from './support/flows.ts';
import {
  databasesOfThisFile,
  freshDataDir,
  onPostgres,
  startServer,
  TEST_ENV,
} from './support/server.ts';

const database = databasesOfThisFile();

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An embedded database's data directory, deleted after the file. */
async function dataDir() {
  const dir = await freshDataDir();
  dirs.push(dir);
  return dir;
}

describe('persistence', () => {
  it('an account created before a restart still signs in after it', async () => {
    const db = await database();
    const first = await startServer({ database: db });
    const { email, password } = await createAccount(first.api, 'onboarded');
    const session = await signIn(first.api, email, password);
    await first.stop();

    const second = await startServer({ database: db });
    try {
      expect((await passwordGrant(second.api, email, password)).status).toBe(200);
      // Sessions survive too, and the dev Google key stays the same.
      expect((await userInfo(second.api, session.token)).status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});

// The embedded database's own guards: a PostgreSQL server has no data directory of ours.
describe.skipIf(onPostgres)('a data directory that cannot be used as it is (embedded only)', () => {
  it('refuses to open a data directory another live process holds', async () => {
    const dir = await dataDir();
    const db = await Database.open({ dataDir: dir });
    try {
      // Simulate another live process by pointing the lock at our parent (alive, not us).
      const { writeFileSync } = await import('node:fs');
      writeFileSync(`${dir}/pg.lock`, String(process.ppid));
      await expect(Database.open({ dataDir: dir })).rejects.toThrow(/in use by process/);
    } finally {
      await db.close();
    }
  });

  it('stops the start, naming the directory, when its database files are incomplete', async () => {
    const dir = await dataDir();
    rmSync(join(dir, 'pg', 'PG_VERSION'));
    const error = await startServer({ dataDir: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      `${join(dir, 'pg')} holds files but no database (PG_VERSION is missing). Nothing was changed: restore it from a backup, or move it away to start an empty database.`,
    );
    // Nothing was created over the old files.
    expect(existsSync(join(dir, 'pg', 'PG_VERSION'))).toBe(false);
    expect(existsSync(join(dir, 'pg.lock'))).toBe(false);
  });

  it('says a read-only directory is read-only', async () => {
    const error = await startServer({ dataDir: '/sys/fs/account-web-data' }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toMatch(
      /^the data directory \/sys\/fs\/account-web-data is read-only \(E\w+\)/,
    );
  });
});

// A PostgreSQL server does its own fsyncs; only the embedded database needs DB_SYNC.
describe.skipIf(onPostgres)('durability (embedded only)', () => {
  it('flushes the log to disk after each write when syncWrites is on (the production default)', async () => {
    const production = {
      NODE_ENV: 'production',
      ALLOW_PLACEHOLDER_CONFIG: '1',
      SITE_URL: 'https://a.example',
      MAIL_TRANSPORT: 'outbox',
      CHECKOUT_PROVIDER: 'chargebee',
      CHARGEBEE_SITE: 'a',
      CHARGEBEE_API_KEY: 'k',
      CHARGEBEE_WEBHOOK_USERNAME: 'u',
      CHARGEBEE_WEBHOOK_PASSWORD: 'p',
    };
    expect(loadConfig(production).syncWrites).toBe(true);
    expect(loadConfig({}).syncWrites).toBe(false);
    const dir = await dataDir();
    const db = await Database.open({ dataDir: dir, syncWrites: true });
    const { sql } = db;
    try {
      if (!(sql instanceof EmbeddedSql)) throw new Error('the embedded database is not PGlite');
      const before = sql.walFlushes;
      await db.reference.listBusinessTypes();
      expect(sql.walFlushes).toBe(before);
      await db.invitations.putCode('sonos', 'SONOS-DURABLE');
      expect(sql.walFlushes).toBe(before + 1);
    } finally {
      await db.close();
    }
  });
});

describe('demo seed', () => {
  it('creates every demo state and is idempotent (resets what tests changed)', async () => {
    const db = await database();
    const config = loadConfig({ ...TEST_ENV, ...db.env });
    const { deps } = await openApi(config);
    await seedDemo(deps);
    await deps.db.invitations.consumeLinkCode(DEMO.sonosLinkCode, 1);
    await seedDemo(deps);
    await deps.db.close();

    const server = await startServer({ database: db });
    try {
      const expectGrant = async (email: string, status: number) =>
        expect((await passwordGrant(server.api, email, DEMO_PASSWORD)).status, email).toBe(status);
      await expectGrant('onboarding@demo.test', 200);
      await expectGrant('onboarded@demo.test', 200);
      await expectGrant('brand-admin@demo.test', 200);
      await expectGrant('trial-ended@demo.test', 498);
      await expectGrant('unconfirmed@demo.test', 401);
      const { token } = await signIn(server.api, 'brand-admin@demo.test', DEMO_PASSWORD);
      expect((await userInfo(server.api, token)).body.role).toBe('brand-admin');

      const sonos = await server.api.post('/api/sonos/auth', {
        email: 'onboarded@demo.test',
        password: DEMO_PASSWORD,
        linkCode: DEMO.sonosLinkCode,
      });
      expect(sonos.status).toBe(200); // re-opened by the second seed
      // The invitee registers on the team invitation, then accepts it with that registration.
      const invitee = registrationPayload('invited@demo.test', { invite_code: 'INVITE-DEMO' });
      expect((await server.api.post('/api/register', invitee)).status).toBe(204);
      const valid = await server.api.post('/api/accept-invite', {
        inviteCode: 'INVITE-DEMO',
        email: 'invited@demo.test',
      });
      expect(valid.status).toBe(200);
      const expired = await server.api.post('/api/accept-invite', { inviteCode: 'INVITE-EXPIRED' });
      expect(expired.status).toBe(410);
      const admin = await signIn(server.api, 'super-admin@demo.test', DEMO_PASSWORD);
      const superAdmin = await server.api.post(
        '/api/accept-super-admin-invite',
        { inviteCode: 'SUPERADMIN-DEMO' },
        { token: admin.token },
      );
      expect(superAdmin.status).toBe(200);
      const sa = await server.api.post('/api/accept-super-admin-invite', {
        inviteCode: 'SUPERADMIN-EXPIRED',
      });
      expect(sa.status).toBe(410);
      const { body } = await server.api.post('/api/register', {
        company_name: '',
        first_name: 'Sonos',
        last_name: 'Owner',
        email: 'sonos-owner@example.test',
        password: 'secret-1',
        trackingId: null,
        accept_tos: true,
        accept_receive_info: false,
        utm: {
          source: 'sonos',
          campaign: 'sonos-with-activation-code',
          activation_code: DEMO.activationCode,
        },
      });
      expect(body).toBe('');
    } finally {
      await server.stop();
    }
  });
});

describe('purging', () => {
  it('deletes expired tokens and links, old mails and abandoned checkouts, nothing live', async () => {
    const db = await Database.open((await database()).options);
    try {
      await db.migrate();
      const userId = (
        await db.accounts.upsert({
          email: 'purge@example.test',
          passwordHash: null,
          firstName: 'P',
          lastName: 'Q',
          role: 'user',
          confirmed: true,
          firstOnboardingDone: false,
          language: 'en',
          trialEndsAt: new Date(Date.now() + 86_400_000),
        })
      ).id;
      const past = new Date(Date.now() - 1000);
      const future = new Date(Date.now() + 3_600_000);
      await db.tokens.insertAuth('dead', userId, 'access', 'account-web', past, 'f1');
      await db.tokens.insertAuth('live', userId, 'access', 'account-web', future, 'f1');
      await db.tokens.insertEmail('dead-link', userId, 'reset', past);
      await db.tokens.insertEmail('live-link', userId, 'reset', future);
      await db.outbox.insert({
        to: 'purge@example.test',
        kind: 'reset',
        subject: 's',
        text: 't',
        html: '<p>t</p>',
        links: [],
      });
      expect(await db.purgeExpired(7)).toEqual({
        authTokens: 1,
        sealedPairs: 0,
        emailTokens: 1,
        mails: 0,
        checkouts: 0,
        rateLimits: 0,
        passkeyChallenges: 0,
      });
      expect(await db.tokens.findAccess('live')).toEqual({ userId, scope: 'full' });
      expect(await db.purgeExpired(0)).toMatchObject({ mails: 1 });
      expect(await db.tokens.consumeEmail('live-link', 'reset')).toMatchObject({ userId });
    } finally {
      await db.close();
    }
  });
});
