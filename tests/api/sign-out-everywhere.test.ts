// "Sign out everywhere" (ASVS 3.3.4, issue 37 item 5): POST /v1/revoke_all ends every session of
// the account a live token belongs to, on every client; other accounts keep theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/clock.ts';
import type { TokenData } from '../../src/lib/api/types.ts';
import { createAccount, refreshGrant, signIn, userInfo } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const clock = new ManualClock();
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ clock, env: { CLIENT_IDS: 'account-web,ios-app' } });
});
afterAll(() => server.stop());

const revokeAll = (token: string, clientId = 'account-web') =>
  server.api.request('POST', '/api/v1/revoke_all', { form: { token, client_id: clientId } });

const signInAs = async (email: string, clientId = 'account-web') =>
  (
    await server.api.request<TokenData>('POST', '/api/v1/token', {
      form: {
        grant_type: 'password',
        client_id: clientId,
        username: email,
        password: 'secret-pass-1',
      },
    })
  ).body;

async function expectEnded(tokens: TokenData) {
  expect((await userInfo(server.api, tokens.token)).status).toBe(401);
  expect((await refreshGrant(server.api, tokens.refreshToken)).status).toBe(401);
}

describe('POST /v1/revoke_all', () => {
  it('ends every session of the account, on every client, by its refresh token', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    const here = await signIn(server.api, email);
    const laptop = await signIn(server.api, email);
    const phone = await signInAs(email, 'ios-app');
    const { email: otherEmail } = await createAccount(server.api, 'confirmed');
    const someoneElse = await signIn(server.api, otherEmail);

    const reply = await revokeAll(here.refreshToken);
    expect(reply.status, reply.text).toBe(200);
    for (const tokens of [here, laptop, phone]) await expectEnded(tokens);
    expect((await userInfo(server.api, someoneElse.token)).status).toBe(200);
  });

  it('takes a live access token too', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    const here = await signIn(server.api, email);
    const elsewhere = await signIn(server.api, email);
    expect((await revokeAll(here.token)).status).toBe(200);
    await expectEnded(elsewhere);
  });

  it('refuses a stale token (rotated, expired, unknown): it signs no one out', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    const first = await signIn(server.api, email);
    const rotated = (await refreshGrant(server.api, first.refreshToken)).body;
    clock.advance(60 * 60_000);
    const other = await signIn(server.api, email);
    for (const stale of [first.refreshToken, first.token, 'never-issued']) {
      const reply = await revokeAll(stale);
      expect(reply.status, stale).toBe(401);
      expect(reply.error.code).toBe('E_INVALID_CREDENTIALS');
    }
    expect((await userInfo(server.api, other.token)).status).toBe(200);
    expect((await refreshGrant(server.api, rotated.refreshToken)).status).toBe(200);
  });

  it('refuses a token of another client, a missing token and an unknown client', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    const phone = await signInAs(email, 'ios-app');
    expect((await revokeAll(phone.refreshToken, 'account-web')).error.code).toBe(
      'E_INVALID_CLIENT',
    );
    expect((await revokeAll(phone.refreshToken, 'nope')).status).toBe(400);
    const noToken = await server.api.request('POST', '/api/v1/revoke_all', {
      form: { client_id: 'account-web' },
    });
    expect(noToken.status).toBe(400);
    expect((await userInfo(server.api, phone.token)).status).toBe(200);
  });
});
