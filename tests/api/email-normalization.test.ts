// One mailbox is one account. Addresses are stored and looked up in one
// spelling (Unicode NFC, lower case, IDNA A-label domain): registration, sign-in, invitations and
// Super Admin invitations, and the migration that re-spells rows stored before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../server/db/index.ts';
import { normalizeEmail } from '../../server/db/accounts.ts';
import { devUser, passwordGrant, PASSWORD, registrationPayload, signIn } from './support/flows.ts';
import { databasesOfThisFile, startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

let counter = 0;
/** The same mailbox in three spellings: Unicode domain (composed ü), decomposed ü, A-label. */
function spellings() {
  const local = `anna-${process.pid}-${++counter}`;
  return {
    composed: `${local}@m\u00fcller.de`,
    decomposed: `${local.toUpperCase()}@Mu\u0308ller.DE`,
    aLabel: `${local}@xn--mller-kva.de`,
  };
}

const register = (email: string) =>
  server.api.post('/api/register', registrationPayload(email, {}));
const confirm = (email: string) =>
  server.api.post('/api/dev/accounts', { email, password: PASSWORD, state: 'onboarded' });

describe('one spelling of an address', () => {
  it('is NFC, lower case, with an A-label domain', () => {
    expect(normalizeEmail(' Anna@Mu\u0308ller.DE ')).toBe('anna@xn--mller-kva.de');
    expect(normalizeEmail('J\u00dcRGEN@example.com')).toBe('j\u00fcrgen@example.com');
    expect(normalizeEmail('ann@example.xn--p1ai')).toBe('ann@example.xn--p1ai');
  });

  it('refuses a second account for the same mailbox in another spelling', async () => {
    const { composed, decomposed, aLabel } = spellings();
    expect((await register(composed)).status).toBe(204);
    for (const other of [decomposed, aLabel]) {
      const reply = await register(other);
      expect(reply.status).toBe(400);
      expect(reply.error.code).toBe('E_USER_EXIST');
    }
    expect((await devUser(server.api, aLabel)).email).toBe(aLabel);
  });

  it('signs in with any spelling of the address', async () => {
    const { composed, decomposed, aLabel } = spellings();
    await confirm(decomposed);
    for (const email of [composed, decomposed, aLabel]) {
      expect((await passwordGrant(server.api, email, PASSWORD)).status).toBe(200);
    }
  });

  it('matches invitations and Super Admin invitations in any spelling', async () => {
    const team = spellings();
    const invite = await server.api.post<{ code: string }>('/api/dev/invitations', {
      kind: 'team',
      email: team.decomposed,
    });
    expect(
      (
        await server.api.post(
          '/api/register',
          registrationPayload(team.aLabel, { invite_code: invite.body.code }),
        )
      ).status,
    ).toBe(204);
    const accepted = await server.api.post('/api/accept-invite', {
      inviteCode: invite.body.code,
      email: team.composed,
    });
    expect(accepted.body).toEqual({ message: 'Invitation accepted.', confirmed: true });

    const admin = spellings();
    await confirm(admin.composed);
    const superAdmin = await server.api.post<{ code: string }>('/api/dev/invitations', {
      kind: 'super-admin',
      email: admin.decomposed,
    });
    const { token } = await signIn(server.api, admin.aLabel);
    const reply = await server.api.post(
      '/api/accept-super-admin-invite',
      { inviteCode: superAdmin.body.code },
      { token },
    );
    expect(reply.status).toBe(200);
    expect((await devUser(server.api, admin.composed)).role).toBe('super-admin');
  });
});

describe('the migration to one spelling', () => {
  const database = databasesOfThisFile();

  it('re-spells addresses stored before, leaving a clash with an existing account alone', async () => {
    const db = await Database.open((await database()).options);
    try {
      await db.migrate();
      const insert = (email: string) =>
        db.sql.query(
          `insert into users (email, password_hash, first_name, last_name, language, trial_ends_at)
           values ($1, null, 'A', 'B', 'en', now())`,
          [email],
        );
      await insert('anna@mu\u0308ller.de');
      await insert('bob@m\u00fcller.de');
      await insert('bob@xn--mller-kva.de');
      await db.sql.query(
        `insert into invitations (code, kind, email, expires_at) values ('M1', 'team', $1, now())`,
        ['anna@m\u00fcller.de'],
      );
      // Run version 7 again, as on a database made before it.
      await db.sql.query('delete from schema_migrations where version = 7');
      expect((await db.migrate()).applied).toEqual([7]);

      expect((await db.accounts.findByEmail('ANNA@m\u00fcller.de'))?.email).toBe(
        'anna@xn--mller-kva.de',
      );
      const { rows } = await db.sql.query<{ email: string }>(
        `select email from users where email like 'bob@%' order by email`,
      );
      expect(rows.map((r) => r.email)).toEqual(['bob@m\u00fcller.de', 'bob@xn--mller-kva.de']);
      expect((await db.invitations.find('M1', 'team')).email).toBe('anna@xn--mller-kva.de');
    } finally {
      await db.close();
    }
  });
});
