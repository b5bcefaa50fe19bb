// Emails leave over SMTP to a real mail server (smtp-server from npm), from a queue: a request
// never waits for the mail server, a mail server that is away loses nothing, and nothing is sent
// twice, also by two API instances on one PostgreSQL database.
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/clock.ts';
import { loadConfig } from '../../server/config.ts';
import { Database } from '../../server/db/index.ts';
import { DatabaseUnavailableError } from '../../server/db/sql.ts';
import { createLogger } from '../../server/log.ts';
import { LEASE_MS, MailWorker } from '../../server/mail-delivery.ts';
import {
  createAccount,
  mailFor,
  registrationPayload,
  uniqueEmail,
  type MailJson,
} from './support/flows.ts';
import { databasesOfThisFile, onPostgres, startServer, type TestServer } from './support/server.ts';
import { startSmtp, type TestSmtp } from './support/smtp.ts';

const database = databasesOfThisFile();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function smtp(options: Parameters<typeof startSmtp>[0] = {}): Promise<TestSmtp> {
  const server = await startSmtp(options);
  cleanups.push(() => server.close());
  return server;
}

async function api(env: Record<string, string>, more: Parameters<typeof startServer>[0] = {}) {
  const server = await startServer({
    ...more,
    env: { MAIL_RETRY_SECONDS: '30', LOG_LEVEL: 'fatal', ...env },
  });
  cleanups.push(() => server.stop());
  return server;
}

/** A port where nothing listens: a mail server that is down. */
async function downPort(): Promise<number> {
  const probe = await startSmtp();
  await probe.close();
  return probe.port;
}

const register = (server: TestServer, email: string, language = 'en') =>
  server.api.post('/api/register', registrationPayload(email), {
    headers: { 'Accept-Language': language },
  });

const statuses = async (server: TestServer, emails: string[]) =>
  (await Promise.all(emails.map((email) => mailFor(server.api, email))))
    .flat()
    .map((mail) => mail.status);

const WAIT = { timeout: 15_000, interval: 100 };

describe('email over SMTP', () => {
  it('delivers verification, reset and invitation emails, multipart, in the recipient language', async () => {
    const mailServer = await smtp({ credentials: { user: 'mailer', pass: 's3cret' } });
    const server = await api({
      SMTP_URL: `smtp://127.0.0.1:${mailServer.port}`,
      SMTP_USER: 'mailer',
      SMTP_PASSWORD: 's3cret',
      MAIL_FROM: 'Tunebiz <hello@account.example>',
    });
    const french = uniqueEmail('smtp-fr');
    expect((await register(server, french, 'fr-FR')).status).toBe(204);
    expect((await server.api.post('/api/reset_password', { email: french })).status).toBe(204);
    const { email: english } = await createAccount(server.api, 'confirmed', { language: 'en' });
    await server.api.post('/api/dev/invitations', { kind: 'team', email: english });

    await expect.poll(() => mailServer.to(french).length, WAIT).toBe(2);
    await expect.poll(() => mailServer.to(english).length, WAIT).toBe(1);
    const queued = await mailFor(server.api, french);
    const [verify, reset] = [
      'Activez votre compte Tunebiz',
      'Réinitialisez votre mot de passe Tunebiz',
    ].map((subject) => mailServer.to(french).find((m) => m.parsed.subject === subject)!.parsed);
    const verifyLink = queued.find((m) => m.kind === 'verify')!.links[0]!;
    const resetLink = queued.find((m) => m.kind === 'reset')!.links[0]!;
    expect(verify!.from?.value).toEqual([{ name: 'Tunebiz', address: 'hello@account.example' }]);
    expect(verify!.text).toContain('Confirmez votre adresse e-mail');
    expect(verify!.text).toContain(verifyLink);
    expect(verify!.text).toContain('Ce lien est valable 7\u00a0jours.');
    expect(verify!.html).toContain(`href="${verifyLink}"`);
    expect(reset!.text).toContain('Ce lien est valable 1\u00a0heure et ne fonctionne qu’une fois.');
    expect(reset!.html).toContain(resetLink.replaceAll('&', '&amp;'));
    const [invitation] = mailServer.to(english);
    expect(invitation!.parsed.subject).toBe('You are invited to join a team on Tunebiz');
    expect(invitation!.parsed.text).toMatch(/^Hello Test,\n/);
    expect(invitation!.parsed.html).toContain('Accept the invitation');
    // The queue records each as sent.
    await expect
      .poll(() => statuses(server, [french, english]), WAIT)
      .toEqual(['sent', 'sent', 'sent']);
  });

  it('loses nothing and sends nothing twice when the mail server is down, then back', async () => {
    const clock = new ManualClock();
    const port = await downPort();
    const server = await api({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { clock });
    const emails = [uniqueEmail('down-1'), uniqueEmail('down-2'), uniqueEmail('down-3')];
    for (const email of emails) expect((await register(server, email)).status).toBe(204);
    // Each was tried once and waits for its retry.
    await expect
      .poll(async () => (await Promise.all(emails.map((e) => mailFor(server.api, e)))).flat(), WAIT)
      .toSatisfy(
        (mails: MailJson[]) =>
          mails.length === 3 && mails.every((m) => m.status === 'pending' && m.attempts === 1),
      );

    const mailServer = await smtp({ port });
    clock.advance(31_000);
    await expect.poll(() => mailServer.received.length, WAIT).toBe(3);
    await expect.poll(() => statuses(server, emails), WAIT).toEqual(['sent', 'sent', 'sent']);
    // Later retries and a new mail send only the new one.
    clock.advance(3_600_000);
    const later = uniqueEmail('down-later');
    await register(server, later);
    await expect.poll(() => mailServer.to(later).length, WAIT).toBe(1);
    for (const email of emails) expect(mailServer.to(email)).toHaveLength(1);
    expect(mailServer.received).toHaveLength(4);
  });

  it('marks a mail failed after MAIL_MAX_ATTEMPTS, and keeps it in the outbox', async () => {
    const clock = new ManualClock();
    const server = await api(
      { SMTP_URL: `smtp://127.0.0.1:${await downPort()}`, MAIL_MAX_ATTEMPTS: '2' },
      { clock },
    );
    const email = uniqueEmail('never');
    await register(server, email);
    await expect
      .poll(async () => (await mailFor(server.api, email))[0], WAIT)
      .toMatchObject({
        status: 'pending',
        attempts: 1,
      });
    clock.advance(31_000);
    await expect
      .poll(async () => (await mailFor(server.api, email))[0], WAIT)
      .toMatchObject({
        status: 'failed',
        attempts: 2,
      });
  });
});

describe('answers that will not change', () => {
  it('marks a mail refused with a 5xx failed at once, without retries', async () => {
    const refused = uniqueEmail('no-such-user');
    const mailServer = await smtp({ refuse: (address) => address === refused });
    const server = await api({ SMTP_URL: `smtp://127.0.0.1:${mailServer.port}` });
    const delivered = uniqueEmail('fine');
    for (const email of [refused, delivered])
      expect((await register(server, email)).status).toBe(204);
    await expect.poll(() => mailServer.to(delivered).length, WAIT).toBe(1);
    await expect
      .poll(async () => (await mailFor(server.api, refused))[0], WAIT)
      .toMatchObject({ status: 'failed', attempts: 1 });
  });
});

describe('the start', () => {
  it('says in one warning line when the mail server cannot be reached', async () => {
    interface Line {
      level?: string;
      msg?: string;
      smtp?: string;
    }
    const lines: Line[] = [];
    const logDestination = new PassThrough();
    logDestination.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Line);
    });
    const port = await downPort();
    await api({ SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'warn' }, { logDestination });
    await expect
      .poll(() => lines.find((line) => line.msg?.startsWith('mail server not reachable')), WAIT)
      .toMatchObject({ level: 'warn', smtp: expect.stringContaining(`127.0.0.1:${port}`) });
  });
});

describe('a database outage while a mail is sent', () => {
  it('records the mail sent once the database is back, and never sends it again', async () => {
    const clock = new ManualClock();
    const db = await Database.open((await database()).options, clock);
    cleanups.push(() => db.close());
    await db.migrate(); // a PostgreSQL test database starts empty
    await db.outbox.insert({
      to: 'outage@example.test',
      kind: 'verify',
      subject: 'Hello',
      text: 'Hello',
      html: '',
      links: [],
    });
    // The database is away when the worker records the first two outcomes.
    const markSent = db.outbox.markSent.bind(db.outbox);
    let recordAttempts = 0;
    db.outbox.markSent = (id) =>
      ++recordAttempts <= 2
        ? Promise.reject(new DatabaseUnavailableError('Connection terminated'))
        : markSent(id);
    let sends = 0;
    const transport = {
      send: () => {
        sends++;
        return Promise.resolve();
      },
      verify: () => Promise.resolve(),
      close() {},
    };
    const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:1' }).mail;
    const worker = new MailWorker(db, transport, config, createLogger('silent', new PassThrough()));
    worker.start();
    try {
      await expect.poll(() => recordAttempts, WAIT).toBeGreaterThanOrEqual(1);
      // Long enough for the lease of the sending mail to run out.
      clock.advance(LEASE_MS + 1000);
      await expect
        .poll(async () => (await db.outbox.counts()).sent === 1 || sends > 1, WAIT)
        .toBe(true);
      worker.wake();
    } finally {
      await worker.stop();
    }
    expect(sends).toBe(1);
    expect(await db.outbox.counts()).toMatchObject({ sent: 1, sending: 0, pending: 0 });
  });
});

// The embedded database belongs to one process; instances share a PostgreSQL server.
describe.skipIf(!onPostgres)('two API instances on one PostgreSQL database', () => {
  it('send every email exactly once, also after the mail server was down', async () => {
    const clock = new ManualClock();
    const shared = await database();
    const port = await downPort();
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}` };
    const a = await api(env, { database: shared, clock });
    const b = await api(env, { database: shared, clock });
    const emails = Array.from({ length: 12 }, (_, i) => uniqueEmail(`pair-${i}`));
    await Promise.all(emails.map((email, i) => register(i % 2 ? b : a, email)));
    // Each mail tried once and failed (pending before its first try as well): a try still running
    // when the clock moves on below would fail after it, and wait for a retry that never comes.
    await expect
      .poll(
        async () => (await Promise.all(emails.map((email) => mailFor(a.api, email)))).flat(),
        WAIT,
      )
      .toSatisfy(
        (all: { status: string; attempts: number }[]) =>
          all.length === 12 && all.every((m) => m.status === 'pending' && m.attempts === 1),
      );

    const mailServer = await smtp({ port });
    clock.advance(31_000);
    await expect.poll(() => statuses(b, emails), WAIT).toEqual(emails.map(() => 'sent'));
    // Mails queued while the server is up go out once too, whichever instance queued them.
    const more = Array.from({ length: 6 }, (_, i) => uniqueEmail(`pair-more-${i}`));
    await Promise.all(more.map((email, i) => register(i % 2 ? a : b, email)));
    await expect.poll(() => statuses(a, more), WAIT).toEqual(more.map(() => 'sent'));
    for (const email of [...emails, ...more]) expect(mailServer.to(email), email).toHaveLength(1);
    expect(mailServer.received).toHaveLength(18);
  });
});
