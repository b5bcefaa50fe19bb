import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  devUser,
  mailFor,
  PASSWORD,
  registrationPayload,
  uniqueEmail,
} from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const newInvitation = (body: Record<string, unknown>) =>
  server.api
    .post<{ code: string; expiresAt: string; link?: string }>('/api/dev/invitations', body)
    .then((r) => {
      expect(r.status).toBe(201);
      return r.body;
    });
const acceptTeam = (body: Record<string, unknown>) => server.api.post('/api/accept-invite', body);
const acceptSuperAdmin = (inviteCode: string) =>
  server.api.post('/api/accept-super-admin-invite', { inviteCode });
const userOf = (email: string) => devUser(server.api, email);

describe('POST /accept-invite', () => {
  it('accepts a valid invitation once (200 {message}); then 409 with a message', async () => {
    const { code } = await newInvitation({ kind: 'team' });
    const ok = await acceptTeam({ inviteCode: code });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: expect.any(String) });
    const again = await acceptTeam({ inviteCode: code });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'E_INVITATION_USED', message: expect.any(String) });
  });

  it('answers expired and unknown codes with a human-readable message', async () => {
    const { code } = await newInvitation({ kind: 'team', expiresInDays: -1 });
    const expired = await acceptTeam({ inviteCode: code });
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({
      code: 'E_INVITATION_EXPIRED',
      message: expect.stringMatching(/has expired/),
    });
    const unknown = await acceptTeam({ inviteCode: 'NO-SUCH-CODE' });
    expect(unknown.status).toBe(404);
    expect(unknown.error.code).toBe('E_INVITATION_NOT_FOUND');
    expect(unknown.error.message).toMatch(/^[A-Z].+\.$/);
  });

  it('fails without a message for nomessage-* codes (the site shows its fallback)', async () => {
    for (const reply of [
      await acceptTeam({ inviteCode: 'nomessage-1' }),
      await acceptSuperAdmin('nomessage-2'),
    ]) {
      expect(reply.status).toBe(409);
      expect(reply.body).toEqual({ code: 'E_INVITATION_FAILED' });
    }
  });

  it('after registering from an invitation addressed to that email, confirms the account', async () => {
    const email = uniqueEmail('invited');
    const invite = await newInvitation({ kind: 'team', email });
    // The invitation email links to the registration form (no account yet).
    const [mail] = await mailFor(server.api, email);
    expect(mail).toMatchObject({ kind: 'invitation', links: [invite.link] });
    expect(invite.link).toMatch(
      new RegExp(`^${server.url}/invitation/${invite.code}\\?expiresAt=`),
    );
    expect(invite.link).not.toContain('exists=true');

    await createAccount(server.api, 'unconfirmed', { email });
    const reply = await acceptTeam({ inviteCode: invite.code, email });
    expect(reply.status).toBe(200);
    expect((await userOf(email)).confirmed).toBe(true);
  });

  it('links with exists=true for an existing account, in its language', async () => {
    const email = uniqueEmail('existing');
    await createAccount(server.api, 'onboarded', { email, language: 'it' });
    const invite = await newInvitation({ kind: 'team', email });
    expect(invite.link).toMatch(new RegExp(`^${server.url}/it/invitation/.*exists=true`));
  });

  it('validates the body', async () => {
    expect((await acceptTeam({})).status).toBe(400);
    expect((await acceptTeam({ inviteCode: 'x', email: 'nope' })).status).toBe(400);
  });
});

describe('registering on an invitation (invite_code)', () => {
  it.each([
    ['unknown', 404, 'E_INVITATION_NOT_FOUND'],
    ['expired', 410, 'E_INVITATION_EXPIRED'],
    ['used', 409, 'E_INVITATION_USED'],
  ] as const)('refuses an %s invitation before creating anything', async (state, status, code) => {
    let inviteCode = 'INV-NEVER-ISSUED';
    if (state !== 'unknown') {
      inviteCode = (
        await newInvitation({ kind: 'team', expiresInDays: state === 'expired' ? -1 : 7 })
      ).code;
      if (state === 'used') await acceptTeam({ inviteCode });
    }
    const email = uniqueEmail(`inv-${state}`);
    const reply = await server.api.post(
      '/api/register',
      registrationPayload(email, { invite_code: inviteCode }),
    );
    expect(reply.status).toBe(status);
    expect(reply.error.code).toBe(code);
    expect((await server.api.get(`/api/dev/users/${encodeURIComponent(email)}`)).status).toBe(404);
  });

  it('creates the account on a valid one; accepting says whether it still needs confirming', async () => {
    const { code } = await newInvitation({ kind: 'team' });
    const email = uniqueEmail('inv-ok');
    expect(
      (await server.api.post('/api/register', registrationPayload(email, { invite_code: code })))
        .status,
    ).toBe(204);
    const accepted = await acceptTeam({ inviteCode: code, email });
    expect(accepted.body).toEqual({ message: 'Invitation accepted.', confirmed: false });
    const to = uniqueEmail('inv-addr');
    const addressed = await newInvitation({ kind: 'team', email: to });
    await server.api.post(
      '/api/register',
      registrationPayload(to, { invite_code: addressed.code }),
    );
    expect((await acceptTeam({ inviteCode: addressed.code, email: to })).body).toEqual({
      message: 'Invitation accepted.',
      confirmed: true,
    });
  });
});

describe('POST /accept-super-admin-invite', () => {
  it('accepts once and makes the invited account a super-admin', async () => {
    const { email } = await createAccount(server.api, 'onboarded');
    const invite = await newInvitation({ kind: 'super-admin', email });
    expect(invite.link).toMatch(
      new RegExp(`^${server.url}/invite-super-admin/${invite.code}\\?expiresAt=`),
    );
    const [mail] = await mailFor(server.api, email);
    expect(mail!.kind).toBe('super-admin-invitation');

    const ok = await acceptSuperAdmin(invite.code);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: expect.any(String) });
    expect((await userOf(email)).role).toBe('super-admin');
    expect((await acceptSuperAdmin(invite.code)).status).toBe(409);
  });

  it('refuses expired, unknown and team codes with {code, message}', async () => {
    const expired = await newInvitation({ kind: 'super-admin', expiresInDays: -2 });
    const team = await newInvitation({ kind: 'team' });
    const cases = [
      [expired.code, 410],
      ['UNKNOWN', 404],
      [team.code, 404],
    ] as const;
    for (const [code, status] of cases) {
      const reply = await acceptSuperAdmin(code);
      expect(reply.status).toBe(status);
      expect(reply.error.message).toBeTruthy();
    }
  });
});

describe('POST /sonos/auth', () => {
  const linkCode = () =>
    server.api.post<{ code: string }>('/api/dev/sonos-link-codes').then((r) => r.body.code);
  const auth = (body: Record<string, unknown>) => server.api.post('/api/sonos/auth', body);

  it('links with valid credentials and an unused link code, once', async () => {
    const { email } = await createAccount(server.api, 'onboarded');
    const code = await linkCode();
    const ok = await auth({ email, password: PASSWORD, linkCode: code });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: expect.any(String) });
    const reused = await auth({ email, password: PASSWORD, linkCode: code });
    expect(reused.status).toBe(400);
    expect(reused.error.code).toBe('E_LINK_CODE_INVALID');
  });

  it('answers 401 for bad credentials or an unconfirmed account, 400 for an unknown code', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    const wrong = await auth({ email, password: 'wrong-pass', linkCode: await linkCode() });
    expect(wrong.status).toBe(401);
    expect(wrong.error.code).toBe('E_INVALID_CREDENTIALS');
    const unconfirmed = await createAccount(server.api, 'unconfirmed');
    const refused = await auth({ ...unconfirmed, linkCode: await linkCode() });
    expect(refused.status).toBe(401);
    const unknown = await auth({ email, password: PASSWORD, linkCode: 'NOPE' });
    expect(unknown.status).toBe(400);
    expect(unknown.error.code).toBe('E_LINK_CODE_INVALID');
    expect((await auth({ email, password: PASSWORD })).status).toBe(400);
  });
});
