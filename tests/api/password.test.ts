import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Tokens } from '../../server/db/tokens.ts';
import {
  createAccount,
  lastLinkToken,
  mailFor,
  passwordGrant,
  PASSWORD,
  registrationPayload,
  signIn,
  uniqueEmail,
  userInfo,
} from './support/flows.ts';
import { readFileSync } from 'node:fs';
import { startServer, type TestServer } from './support/server.ts';
import { ManualClock } from '../../server/clock.ts';

const RESET_TTL_SECONDS = 2;
const clock = new ManualClock();
let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    env: { RESET_TOKEN_TTL_SECONDS: String(RESET_TTL_SECONDS) },
    clock,
  });
});
afterAll(() => server.stop());

const requestReset = (email: string, headers: Record<string, string> = {}) =>
  server.api.post('/api/reset_password', { email }, { headers });
const renew = (token: string, password = 'brand-new-pass', confirmation = password) =>
  server.api.post('/api/reset_password/password', {
    password,
    password_confirmation: confirmation,
    token,
  });

describe('POST /reset_password', () => {
  it('sends a reset email (204) with the site link for the email and token', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    const reply = await requestReset(email);
    expect(reply.status).toBe(204);
    expect(reply.text).toBe('');
    const [mail] = await mailFor(server.api, email);
    expect(mail!.kind).toBe('reset');
    const token = await lastLinkToken(server.api, email, 'reset');
    expect(mail!.links[0]).toBe(
      `${server.url}/reset-password/${encodeURIComponent(email)}/${token}`,
    );
  });

  it('prefixes the link with the account language', async () => {
    const email = uniqueEmail('de');
    await createAccount(server.api, 'confirmed', { email, language: 'de' });
    await requestReset(email);
    const [mail] = await mailFor(server.api, email);
    expect(mail!.links[0]).toMatch(new RegExp(`^${server.url}/de/reset-password/`));
  });

  it('answers 400 E_USER_NOT_FOUND for an unknown email', async () => {
    const reply = await requestReset(uniqueEmail('ghost'));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 'E_USER_NOT_FOUND', message: 'Your email was not found.' });
  });
});

describe('POST /reset_password from an app', () => {
  it('puts the app in the link, so the reset ends back in it; any other value is refused', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    expect((await server.api.post('/api/reset_password', { email, from: 'android' })).status).toBe(
      204,
    );
    const [mail] = await mailFor(server.api, email);
    expect(new URL(mail!.links[0]!).searchParams.get('from')).toBe('android');
    const odd = await server.api.post('/api/reset_password', { email, from: 'evil"><' });
    expect(odd.status).toBe(400);
    expect(odd.error.code).toBe('E_VALIDATION');
  });
});

describe('POST /reset_password/password', () => {
  it('sets the new password with "" and ends old sessions; the token is single-use', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    const session = await signIn(server.api, email);
    await requestReset(email);
    const token = await lastLinkToken(server.api, email, 'reset');

    const reply = await renew(token);
    expect(reply.status).toBe(200);
    expect(reply.text).toBe('""');
    expect(reply.body).toBe('');
    expect((await passwordGrant(server.api, email, PASSWORD)).status).toBe(401);
    expect((await passwordGrant(server.api, email, 'brand-new-pass')).status).toBe(200);
    expect((await userInfo(server.api, session.token)).status).toBe(401);

    const again = await renew(token, 'another-pass');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(expect.stringMatching(/^E_/));
    expect((await passwordGrant(server.api, email, 'another-pass')).status).toBe(401);
  });

  it('renews in one transaction: a failure half-way keeps the old password and sessions, and the link', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    const session = await signIn(server.api, email);
    await requestReset(email);
    const token = await lastLinkToken(server.api, email, 'reset');
    // The renewal's third write fails (sessions revoked after the link was used and the password set).
    const revokeAll = vi
      .spyOn(Tokens.prototype, 'revokeAll')
      .mockRejectedValueOnce(new Error('connection lost'));
    try {
      expect((await renew(token)).status).toBe(500);
    } finally {
      revokeAll.mockRestore();
    }
    expect((await passwordGrant(server.api, email, 'brand-new-pass')).status).toBe(401);
    expect((await passwordGrant(server.api, email, PASSWORD)).status).toBe(200);
    expect((await userInfo(server.api, session.token)).status).toBe(200);
    // The link was not used up: the user can try again.
    expect((await renew(token)).body).toBe('');
    expect((await userInfo(server.api, session.token)).status).toBe(401);
  });

  it('voids every other reset link of the account once one is used', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    await requestReset(email);
    const older = await lastLinkToken(server.api, email, 'reset');
    await requestReset(email);
    const newer = await lastLinkToken(server.api, email, 'reset');
    await requestReset(email);
    const newest = await lastLinkToken(server.api, email, 'reset');
    expect(new Set([older, newer, newest]).size).toBe(3);
    expect((await renew(newer)).body).toBe('');
    expect((await renew(older, 'stolen-link-pass')).body).toBe('E_TOKEN_INVALID');
    expect((await renew(newest, 'stolen-link-pass')).body).toBe('E_TOKEN_INVALID');
    expect((await passwordGrant(server.api, email, 'stolen-link-pass')).status).toBe(401);
  });

  it('answers a non-empty string for an unknown token', async () => {
    const reply = await renew('no-such-token');
    expect(reply.status).toBe(200);
    expect(reply.body).toBe('E_TOKEN_INVALID');
  });

  it('answers a non-empty string once the token expired (after RESET_TOKEN_TTL_SECONDS)', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    await requestReset(email);
    const token = await lastLinkToken(server.api, email, 'reset');
    clock.advance(RESET_TTL_SECONDS * 1000);
    const reply = await renew(token);
    expect(reply.status).toBe(200);
    expect(reply.body).toBe('E_TOKEN_EXPIRED');
  });

  it('answers 400 for a short password or a mismatch, without using the token', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    await requestReset(email);
    const token = await lastLinkToken(server.api, email, 'reset');
    const short = await renew(token, '12345');
    expect(short.status).toBe(400);
    expect(short.error.code).toBe('E_PASSWORD_TOO_SHORT');
    const mismatch = await renew(token, 'abcdef', 'abcdeg');
    expect(mismatch.status).toBe(400);
    expect(mismatch.error.code).toBe('E_PASSWORD_MISMATCH');
    expect((await renew(token)).body).toBe('');
  });

  it('confirms an unconfirmed account (the emailed link proves the address)', async () => {
    const { email } = await createAccount(server.api, 'unconfirmed');
    await requestReset(email);
    await renew(await lastLinkToken(server.api, email, 'reset'));
    expect((await passwordGrant(server.api, email, 'brand-new-pass')).status).toBe(200);
  });
});

/** The email texts of a language as the server fills them: `{{brand}}` is the default brand. */
const mailTexts = (language: string) =>
  new Proxy(
    JSON.parse(readFileSync(`locales/${language}/mail.json`, 'utf8')) as Record<string, string>,
    { get: (table, key: string) => table[key]?.replaceAll('{{brand}}', 'Tunebiz') },
  );

/** The reset link's lifetime sentence with this file's RESET_TOKEN_TTL_SECONDS (2). */
const RESET_LIFETIME = {
  en: 'The link is valid for 2 seconds and works once.',
  fr: 'Ce lien est valable 2\u00a0secondes et ne fonctionne qu’une fois.',
  de: 'Der Link ist 2 Sekunden lang und nur einmal gültig.',
  it: 'Il link è valido per 2 secondi e funziona una sola volta.',
  es: 'El enlace es válido durante 2 segundos y funciona una sola vez.',
};

describe('emails in the account language', () => {
  it.each(['en', 'fr', 'de', 'it', 'es'] as const)(
    'sends verification and reset emails in %s, stating the configured lifetime',
    async (language) => {
      const email = uniqueEmail(`mail-${language}`);
      const reply = await server.api.post('/api/register', registrationPayload(email), {
        headers: { 'Accept-Language': `${language}-XX,${language};q=0.9` },
      });
      expect(reply.status).toBe(204);
      await requestReset(email);
      const mails = await mailFor(server.api, email);
      const texts = mailTexts(language);
      const verify = mails.find((m) => m.kind === 'verify')!;
      const reset = mails.find((m) => m.kind === 'reset')!;
      expect(verify.subject).toBe(texts['verify.subject']);
      expect(verify.text.startsWith(`${texts.greeting}\n`)).toBe(true);
      expect(verify.text).toContain(
        `${texts['verify.intro']}\n\n${texts['verify.action']}\n${verify.links[0]}`,
      );
      expect(reset.subject).toBe(texts['reset.subject']);
      expect(reset.text).toContain(RESET_LIFETIME[language]);
      expect(reset.html).toContain(`href="${reset.links[0]!.replaceAll('&', '&amp;')}"`);
    },
  );

  it('never quotes the name typed at registration to the unconfirmed address', async () => {
    const email = uniqueEmail('stranger');
    const name = 'Your account is suspended';
    await server.api.post('/api/register', registrationPayload(email, { first_name: name }));
    await requestReset(email);
    const mails = await mailFor(server.api, email);
    expect(mails.map((m) => m.kind).sort()).toEqual(['reset', 'verify']);
    for (const mail of mails) {
      expect(mail.text).not.toContain(name);
      expect(mail.html).not.toContain(name);
    }
  });

  it('greets a confirmed account by its name', async () => {
    const { email } = await createAccount(server.api, 'confirmed', { language: 'de' });
    await requestReset(email);
    const [mail] = await mailFor(server.api, email);
    expect(mail!.text.startsWith('Guten Tag Test,\n')).toBe(true);
  });

  it('sends an invitation in the invited account language, with a date in that language', async () => {
    const { email } = await createAccount(server.api, 'confirmed', { language: 'it' });
    await server.api.post('/api/dev/invitations', { kind: 'super-admin', email });
    const [mail] = await mailFor(server.api, email);
    expect(mail!.subject).toBe(mailTexts('it')['superAdmin.subject']);
    expect(mail!.text).toMatch(/L’invito scade il \d+ \w+ \d{4}/);
  });
});
