// Issue 28: refusals that tell the site what the user can do next. A Sonos link refused for an
// ended trial (before its code is used), and a used link code told apart from wrong credentials.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, passwordGrant } from './support/flows.ts';
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
