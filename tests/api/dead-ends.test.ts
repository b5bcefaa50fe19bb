// Answers that tell the site what the user can do next. A reset link checked without
// being used; a Sonos link refused for an ended trial (before its code is used), and a used link
// code told apart from wrong credentials; the checkout page reporting a payment; the
// confirmation email sent again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/clock.ts';
import {
  createAccount,
  lastLinkToken,
  mailFor,
  PASSWORD,
  passwordGrant,
  uniqueEmail,
} from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const linkCode = () =>
  server.api.post<{ code: string }>('/api/dev/sonos-link-codes').then((r) => r.body.code);
const linkSonos = (body: Record<string, unknown>) => server.api.post('/api/sonos/auth', body);

/** Buys a plan as the checkout does: a billing-scope sign-in, a checkout, the Pay button. */
async function buyPlan(email: string): Promise<void> {
  const grant = await passwordGrant(server.api, email, PASSWORD, { scope: 'billing' });
  expect(grant.status).toBe(200);
  const checkout = await server.api.post<{ url: string }>(
    '/api/billing/checkout',
    { planId: 'essential1-eur-yearly' },
    { token: grant.body.token },
  );
  expect(checkout.status).toBe(200);
  const paid = await fetch(checkout.body.url, { method: 'POST' });
  expect(paid.status).toBe(200);
}

describe('POST /sonos/auth, refusals with a next step', () => {
  it('refuses an account whose trial ended as sign-in does (498), keeping the code for after paying', async () => {
    const { email } = await createAccount(server.api, 'trial-ended');
    const code = await linkCode();
    const refused = await linkSonos({ email, password: PASSWORD, linkCode: code });
    expect(refused.status).toBe(498);
    expect(refused.error.code).toBe('E_TRIAL_ENDED');
    expect((await passwordGrant(server.api, email, PASSWORD)).status).toBe(498);

    await buyPlan(email);
    const linked = await linkSonos({ email, password: PASSWORD, linkCode: code });
    expect(linked.status).toBe(200);
  });

  it('wrong credentials stay 401 for an ended trial: the refusal reveals nothing first', async () => {
    const { email } = await createAccount(server.api, 'trial-ended');
    const refused = await linkSonos({ email, password: 'wrong-pass', linkCode: await linkCode() });
    expect(refused.status).toBe(401);
    expect(refused.error.code).toBe('E_INVALID_CREDENTIALS');
  });

  it('a used link code with the right password is E_LINK_CODE_INVALID, not a credentials failure', async () => {
    const { email } = await createAccount(server.api, 'onboarded');
    const code = await linkCode();
    expect((await linkSonos({ email, password: PASSWORD, linkCode: code })).status).toBe(200);
    const other = await createAccount(server.api, 'confirmed');
    const reused = await linkSonos({ ...other, linkCode: code });
    expect(reused.status).toBe(400);
    expect(reused.error).toEqual({ code: 'E_LINK_CODE_INVALID', message: expect.any(String) });
  });
});

describe('POST /reset_password/check', () => {
  const check = (token: string, on = server) => on.api.post('/api/reset_password/check', { token });
  async function resetToken(email: string, on = server): Promise<string> {
    expect((await on.api.post('/api/reset_password', { email })).status).toBe(204);
    return lastLinkToken(on.api, email, 'reset');
  }
  const renew = (token: string, password = 'new-secret-1') =>
    server.api.post('/api/reset_password/password', {
      password,
      password_confirmation: password,
      token,
    });

  it('answers 204 for a live link and uses nothing up: the link still renews', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    const token = await resetToken(email);
    expect((await check(token)).status).toBe(204);
    expect((await check(token)).status).toBe(204);
    expect((await renew(token)).body).toBe('');
  });

  it('answers E_TOKEN_INVALID for a used link, one voided by another, and an unknown one', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    const older = await resetToken(email);
    const newer = await resetToken(email);
    expect((await renew(newer)).body).toBe('');
    for (const token of [newer, older, 'no-such-link']) {
      const answer = await check(token);
      expect(answer.status).toBe(400);
      expect(answer.error).toEqual({ code: 'E_TOKEN_INVALID', message: expect.any(String) });
    }
  });

  it('answers E_TOKEN_EXPIRED once the link outlived its hour (server clock)', async () => {
    const clock = new ManualClock();
    const timed = await startServer({ clock });
    try {
      const { email } = await createAccount(timed.api, 'confirmed');
      const token = await resetToken(email, timed);
      expect((await check(token, timed)).status).toBe(204);
      clock.advance(2 * 3600 * 1000);
      const answer = await check(token, timed);
      expect(answer.status).toBe(400);
      expect(answer.error.code).toBe('E_TOKEN_EXPIRED');
    } finally {
      await timed.stop();
    }
  });

  it('refuses a missing or oversized token as a validation error', async () => {
    expect((await server.api.post('/api/reset_password/check', {})).status).toBe(400);
    expect((await check('t'.repeat(513))).error.code).toBe('E_VALIDATION');
  });
});

describe('the local checkout page', () => {
  it('once paid, reports it to the site origin only (never "*"); unpaid, it posts nothing', async () => {
    const { email } = await createAccount(server.api, 'onboarded');
    const grant = await passwordGrant(server.api, email, PASSWORD);
    const checkout = await server.api.post<{ url: string }>(
      '/api/billing/checkout',
      { planId: 'pro1-usd-monthly' },
      { token: grant.body.token },
    );
    const unpaid = await (await fetch(checkout.body.url)).text();
    expect(unpaid).not.toContain('postMessage');
    const paid = await (await fetch(checkout.body.url, { method: 'POST' })).text();
    const site = new URL(server.url).origin;
    expect(paid).toContain(
      `parent.postMessage({ type: 'checkout:paid' }, ${JSON.stringify(site)})`,
    );
    expect(paid).not.toContain("'*'");
    // Opened again later (a reload of the frame), a paid checkout still reports it.
    expect(await (await fetch(checkout.body.url)).text()).toContain('checkout:paid');
  });
});

describe('POST /register/resend_verification', () => {
  const resend = (email: unknown, on = server) =>
    on.api.post('/api/register/resend_verification', { email });
  const verifyMails = async (email: string, on = server) =>
    (await mailFor(on.api, email)).filter((m) => m.kind === 'verify').length;

  it('sends a new confirmation email to an unconfirmed account; its link confirms', async () => {
    const { email } = await createAccount(server.api, 'unconfirmed');
    const before = await verifyMails(email);
    const answer = await resend(email.toUpperCase());
    expect(answer.status).toBe(204);
    expect(await verifyMails(email)).toBe(before + 1);
    const token = await lastLinkToken(server.api, email, 'verify');
    const verified = await server.api.post(`/api/register/verify_token/${token}`);
    expect(verified.status).toBe(200);
    expect((await passwordGrant(server.api, email, PASSWORD)).status).toBe(200);
  });

  it('answers the same 204 for a confirmed or unknown address, sending nothing', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    const before = await verifyMails(email);
    expect((await resend(email)).status).toBe(204);
    expect(await verifyMails(email)).toBe(before);
    const unknown = uniqueEmail('nobody');
    expect((await resend(unknown)).status).toBe(204);
    expect(await mailFor(server.api, unknown)).toEqual([]);
  });

  it('refuses an address that is not one (400), and counts emails per address (429)', async () => {
    expect((await resend('not-an-email')).error.code).toBe('E_VALIDATION');
    const limited = await startServer({ env: { RATE_LIMIT_EMAIL_PER_ADDRESS: '2' } });
    try {
      const { email } = await createAccount(limited.api, 'unconfirmed');
      expect((await resend(email, limited)).status).toBe(204);
      expect((await resend(email, limited)).status).toBe(204);
      const third = await resend(email, limited);
      expect(third.status).toBe(429);
      expect(third.error.code).toBe('E_RATE_LIMITED');
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.stop();
    }
  });
});
