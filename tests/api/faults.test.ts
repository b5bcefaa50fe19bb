// Faults found under load: a registration is all or nothing, and a hash that waited longer than
// the client's timeout is dropped instead of computed for nobody.
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/clock.ts';
import { PasswordHasher } from '../../server/crypto.ts';
import { Database } from '../../server/db/index.ts';
import { devUser, mailFor, registrationPayload, uniqueEmail } from './support/flows.ts';
import { databasesOfThisFile, startServer } from './support/server.ts';

const database = databasesOfThisFile();

describe('a registration', () => {
  const stops: (() => Promise<void>)[] = [];
  afterAll(() => Promise.all(stops.map((stop) => stop())));

  it('stores the account, its link and its email together: a failure leaves nothing, a retry works', async () => {
    const shared = await database();
    const email = uniqueEmail('atomic');
    // The database refuses the first verification email to this address, as a crash between the
    // account and its email would: only the email's insert fails.
    const db = await Database.open(shared.options);
    await db.migrate();
    await db.sql.exec(`
      create table fail_once (email text primary key);
      -- A sequence, unlike a table, keeps counting when the failed transaction rolls back.
      create sequence fail_once_attempts;
      create function fail_once() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from fail_once where email = new.to_email)
           and nextval('fail_once_attempts') = 1 then
          raise exception 'the mail could not be queued';
        end if;
        return new;
      end $$;
      create trigger fail_once before insert on outbox for each row execute function fail_once();`);
    await db.sql.query('insert into fail_once (email) values ($1)', [email]);
    await db.close();
    const server = await startServer({ database: shared, env: { LOG_LEVEL: 'fatal' } });
    stops.push(() => server.stop());

    const failed = await server.api.post('/api/register', registrationPayload(email));
    expect([failed.status, failed.error.code]).toEqual([500, 'E_INTERNAL']);
    expect(await devUser(server.api, email)).toMatchObject({ code: 'E_USER_NOT_FOUND' });
    // The retry is a new registration, not "already used", and it gets its email.
    expect((await server.api.post('/api/register', registrationPayload(email))).status).toBe(204);
    expect((await mailFor(server.api, email)).map((mail) => mail.kind)).toEqual(['verify']);
  });
});

describe('password hashing under load', () => {
  it('drops a hash that waited for a slot longer than HASH_WAIT_MS (503 E_BUSY), and runs the next', async () => {
    const clock = new ManualClock();
    const hasher = new PasswordHasher(
      { logN: 12, maxConcurrent: 1, maxQueued: 8, maxWaitMs: 15_000 },
      clock,
    );
    const stored = await hasher.hash('stored'); // waits behind the constructor's decoy hash
    const first = hasher.hash('first'); // takes the one slot
    const late = hasher.verify('stored', stored); // waits for it while the clock moves on
    clock.advance(15_001);
    await first;
    await expect(late).rejects.toMatchObject({ status: 503, code: 'E_BUSY' });
    // Waiting no longer than the bound is served.
    const again = hasher.hash('again');
    const served = hasher.verify('stored', stored);
    clock.advance(15_000);
    await again;
    expect(await served).toBe(true);
  });
});
