import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Accounts } from '../../server/db/accounts.ts';
import { Invitations } from '../../server/db/invitations.ts';
import {
  createAccount,
  devUser,
  mailFor,
  PASSWORD,
  passwordGrant,
  registrationPayload,
  signIn,
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
const acceptTeam = (body: Record<string, unknown>, token?: string) =>
  server.api.post('/api/accept-invite', body, { token });
const acceptSuperAdmin = (inviteCode: string, token?: string) =>
  server.api.post('/api/accept-super-admin-invite', { inviteCode }, { token });
const userOf = (email: string) => devUser(server.api, email);

/** Registers `email` on the invitation `code` (what the invitation page's form sends). */
const registerOn = (code: string, email: string, extra: Record<string, unknown> = {}) =>
  server.api.post('/api/register', registrationPayload(email, { invite_code: code, ...extra }));

describe('POST /accept-invite', () => {
  it('accepts with a session once (200 {message}); then 409 with a message', async () => {
    const { email } = await createAccount(server.api, 'onboarded');
    const { token } = await signIn(server.api, email);
    const { code } = await newInvitation({ kind: 'team', email });
    const ok = await acceptTeam({ inviteCode: code }, token);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: expect.any(String) });
    const again = await acceptTeam({ inviteCode: code }, token);
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
    // The invitation email links to the registration form (no account yet), with the address.
    const [mail] = await mailFor(server.api, email);
    expect(mail).toMatchObject({ kind: 'invitation', links: [invite.link] });
    expect(invite.link).toMatch(
      new RegExp(`^${server.url}/invitation/${invite.code}\\?expiresAt=`),
    );
    expect(new URL(invite.link!).searchParams.get('email')).toBe(email);
    expect(invite.link).not.toContain('exists=true');

    expect((await registerOn(invite.code, email)).status).toBe(204);
    const reply = await acceptTeam({ inviteCode: invite.code, email });
    expect(reply.status).toBe(200);
    expect((await userOf(email)).confirmed).toBe(true);
  });

  it('links with exists=true and the invited address for an existing account, in its language', async () => {
    const email = uniqueEmail('existing');
    await createAccount(server.api, 'onboarded', { email, language: 'it' });
    const invite = await newInvitation({ kind: 'team', email });
    expect(invite.link).toMatch(new RegExp(`^${server.url}/it/invitation/.*exists=true`));
    // The page names the address to sign in with when another account is signed in.
    expect(new URL(invite.link!).searchParams.get('email')).toBe(email);
    const admin = await newInvitation({ kind: 'super-admin', email });
    expect(new URL(admin.link!).searchParams.get('email')).toBe(email);
  });

  it('mails the invitation in the language the inviter chose, not always English', async () => {
    const email = uniqueEmail('invited-de');
    const invite = await newInvitation({ kind: 'team', email, language: 'de' });
    expect(invite.link).toMatch(new RegExp(`^${server.url}/de/invitation/`));
    const [mail] = await mailFor(server.api, email);
    expect(mail!.subject).toBe('Sie sind eingeladen, einem Team bei Tunebiz beizutreten');
    const admin = uniqueEmail('invited-sa-es');
    await newInvitation({ kind: 'super-admin', email: admin, language: 'es' });
    expect((await mailFor(server.api, admin))[0]!.subject).toBe(
      'Invitación como Super Admin en Tunebiz',
    );
  });

  it('validates the body', async () => {
    expect((await acceptTeam({})).status).toBe(400);
    expect((await acceptTeam({ inviteCode: 'x', email: 'nope' })).status).toBe(400);
  });
});

describe('a team invitation is accepted only by its invitee', () => {
  it('refuses a code with no email, or with the email of an account not registered on it', async () => {
    const email = uniqueEmail('invitee');
    await createAccount(server.api, 'onboarded', { email });
    const { code } = await newInvitation({ kind: 'team', email });
    for (const body of [{ inviteCode: code }, { inviteCode: code, email }]) {
      const reply = await acceptTeam(body);
      expect(reply.status).toBe(401);
      expect(reply.error.code).toBe('E_UNAUTHORIZED');
    }
    // Nothing was used up: the invitee accepts with a session of the account.
    const { token } = await signIn(server.api, email);
    expect((await acceptTeam({ inviteCode: code }, token)).status).toBe(200);
  });

  it('refuses the session of another account and the email of another address (403)', async () => {
    const invitee = uniqueEmail('invitee');
    const { email: other } = await createAccount(server.api, 'onboarded');
    const { token } = await signIn(server.api, other);
    const { code } = await newInvitation({ kind: 'team', email: invitee });
    const withSession = await acceptTeam({ inviteCode: code }, token);
    expect(withSession.status).toBe(403);
    expect(withSession.error).toEqual({
      code: 'E_INVITATION_OTHER_ACCOUNT',
      message: expect.stringMatching(/another email address/),
    });
    // Registering another address on it is refused before anything is created.
    const registered = await registerOn(code, other.replace('@', '+x@'));
    expect(registered.status).toBe(403);
    expect(registered.error.code).toBe('E_INVITATION_OTHER_ACCOUNT');
    // Still open for its invitee.
    expect((await registerOn(code, invitee)).status).toBe(204);
    expect((await acceptTeam({ inviteCode: code, email: invitee })).status).toBe(200);
  });

  it('never confirms a squatted account with the squatter’s password', async () => {
    const invitee = uniqueEmail('squatted');
    const squatter = 'squatter-password';
    // Someone registers the invitee's address first, with a password of their own.
    expect(
      (await server.api.post('/api/register', registrationPayload(invitee, { password: squatter })))
        .status,
    ).toBe(204);
    const { code } = await newInvitation({ kind: 'team', email: invitee });
    // Accepting "for" that address proves nothing: refused, nothing confirmed, nothing used up.
    expect((await acceptTeam({ inviteCode: code, email: invitee })).status).toBe(401);
    expect((await userOf(invitee)).confirmed).toBe(false);
    // The invitee registers on the invitation: the unproven password is dropped for theirs.
    expect((await registerOn(code, invitee, { first_name: 'Real' })).status).toBe(204);
    const accepted = await acceptTeam({ inviteCode: code, email: invitee });
    expect(accepted.body).toEqual({ message: 'Invitation accepted.', confirmed: true });
    expect(await userOf(invitee)).toMatchObject({ confirmed: true, firstName: 'Real' });
    expect((await passwordGrant(server.api, invitee, squatter)).status).toBe(401);
    expect((await passwordGrant(server.api, invitee, PASSWORD)).status).toBe(200);
  });

  it('leaves a confirmed account with the same address alone (its owner signs in)', async () => {
    const { email } = await createAccount(server.api, 'onboarded');
    const { code } = await newInvitation({ kind: 'team', email });
    const reply = await registerOn(code, email, { password: 'another-pass' });
    expect(reply.error.code).toBe('E_USER_EXIST');
    expect((await acceptTeam({ inviteCode: code, email })).status).toBe(401);
    expect((await passwordGrant(server.api, email, PASSWORD)).status).toBe(200);
  });
});

describe('GET /invitations/:code (the page checks its link on load)', () => {
  const status = (code: string, kind?: string) =>
    server.api.get(`/api/invitations/${encodeURIComponent(code)}${kind ? `?kind=${kind}` : ''}`);

  it('says whether the link can still be used', async () => {
    const { email } = await createAccount(server.api, 'onboarded');
    const { code } = await newInvitation({ kind: 'team', email });
    expect((await status(code)).body).toEqual({ state: 'open' });
    await acceptTeam({ inviteCode: code }, (await signIn(server.api, email)).token);
    const used = await status(code);
    expect(used.status).toBe(409);
    expect(used.error.code).toBe('E_INVITATION_USED');
    expect((await status('NO-SUCH-CODE')).error.code).toBe('E_INVITATION_NOT_FOUND');
    const admin = await newInvitation({ kind: 'super-admin', email });
    expect((await status(admin.code)).status).toBe(404);
    expect((await status(admin.code, 'super-admin')).body).toEqual({ state: 'open' });
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
      if (state === 'used') {
        const first = uniqueEmail('inv-first');
        await registerOn(inviteCode, first);
        await acceptTeam({ inviteCode, email: first });
      }
    }
    const email = uniqueEmail(`inv-${state}`);
    const reply = await registerOn(inviteCode, email);
    expect(reply.status).toBe(status);
    expect(reply.error.code).toBe(code);
    expect((await server.api.get(`/api/dev/users/${encodeURIComponent(email)}`)).status).toBe(404);
  });

  it('creates the account on a valid one; accepting says whether it still needs confirming', async () => {
    const { code } = await newInvitation({ kind: 'team' });
    const email = uniqueEmail('inv-ok');
    expect((await registerOn(code, email)).status).toBe(204);
    const accepted = await acceptTeam({ inviteCode: code, email });
    expect(accepted.body).toEqual({ message: 'Invitation accepted.', confirmed: false });
    const to = uniqueEmail('inv-addr');
    const addressed = await newInvitation({ kind: 'team', email: to });
    await registerOn(addressed.code, to);
    expect((await acceptTeam({ inviteCode: addressed.code, email: to })).body).toEqual({
      message: 'Invitation accepted.',
      confirmed: true,
    });
  });
});

describe('the mails of a registration on an invitation', () => {
  it('sends the free-trial activation mail to a trial registration only', async () => {
    // A trial registration: the activation mail announces the trial.
    const prospect = uniqueEmail('trial');
    expect((await server.api.post('/api/register', registrationPayload(prospect))).status).toBe(
      204,
    );
    const [trial] = await mailFor(server.api, prospect);
    expect(trial).toMatchObject({ kind: 'verify', subject: 'Activate your Tunebiz account' });
    expect(trial!.text).toContain('Your 30-day free trial starts now.');

    // Addressed to the registering address: the acceptance confirms it, no mail to confirm.
    const invitee = uniqueEmail('inv-mail-addressed');
    const addressed = await newInvitation({ kind: 'team', email: invitee });
    expect((await registerOn(addressed.code, invitee)).status).toBe(204);
    expect((await acceptTeam({ inviteCode: addressed.code, email: invitee })).status).toBe(200);
    expect((await userOf(invitee)).confirmed).toBe(true);
    expect((await mailFor(server.api, invitee)).map((m) => m.kind)).toEqual(['invitation']);

    // Without an addressee the account still confirms its address, but joins a team: no trial.
    const member = uniqueEmail('inv-mail-open');
    const open = await newInvitation({ kind: 'team' });
    expect((await registerOn(open.code, member)).status).toBe(204);
    const mails = await mailFor(server.api, member);
    expect(mails.map((m) => m.kind)).toEqual(['verify']);
    expect(mails[0]!.text).toContain('Confirm your email address');
    expect(mails[0]!.text).not.toMatch(/trial/i);
    expect(mails[0]!.html).not.toMatch(/trial/i);
  });
});

describe('POST /accept-super-admin-invite', () => {
  it('accepts once with a session of the invited account and makes it a super-admin', async () => {
    const { email } = await createAccount(server.api, 'onboarded');
    const invite = await newInvitation({ kind: 'super-admin', email });
    expect(invite.link).toMatch(
      new RegExp(`^${server.url}/invite-super-admin/${invite.code}\\?expiresAt=`),
    );
    const [mail] = await mailFor(server.api, email);
    expect(mail!.kind).toBe('super-admin-invitation');

    const { token } = await signIn(server.api, email);
    const ok = await acceptSuperAdmin(invite.code, token);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: expect.any(String) });
    expect((await userOf(email)).role).toBe('super-admin');
    expect((await acceptSuperAdmin(invite.code, token)).status).toBe(409);
  });

  it('grants nothing without a session, to another account, or without an addressee', async () => {
    const { email } = await createAccount(server.api, 'onboarded');
    const invite = await newInvitation({ kind: 'super-admin', email });
    const anonymous = await acceptSuperAdmin(invite.code);
    expect(anonymous.status).toBe(401);
    expect(anonymous.error.code).toBe('E_UNAUTHORIZED');
    const { email: other } = await createAccount(server.api, 'onboarded');
    const otherToken = (await signIn(server.api, other)).token;
    expect((await acceptSuperAdmin(invite.code, otherToken)).error.code).toBe(
      'E_INVITATION_OTHER_ACCOUNT',
    );
    const addresseeless = await newInvitation({ kind: 'super-admin' });
    expect((await acceptSuperAdmin(addresseeless.code, otherToken)).status).toBe(403);
    for (const account of [email, other]) expect((await userOf(account)).role).toBe('user');
    // Nothing was used up.
    const token = (await signIn(server.api, email)).token;
    expect((await acceptSuperAdmin(invite.code, token)).status).toBe(200);
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

/** Runs `request` while the next call of a repository method fails like a lost connection. */
async function failingOnce(
  method: { mockRejectedValueOnce(error: Error): unknown; mockRestore(): void },
  request: () => Promise<{ status: number }>,
): Promise<void> {
  method.mockRejectedValueOnce(new Error('connection lost'));
  try {
    expect((await request()).status).toBe(500);
  } finally {
    method.mockRestore();
  }
}

describe('accepting and registering on an invitation run in one transaction each', () => {
  const status = (code: string, kind = 'team') =>
    server.api.get(`/api/invitations/${code}?kind=${kind}`).then((r) => r.body);

  it('a Super Admin invitation stays open when granting the role fails', async () => {
    const { email } = await createAccount(server.api, 'onboarded');
    const invite = await newInvitation({ kind: 'super-admin', email });
    const { token } = await signIn(server.api, email);
    // The invitation is used up, then the role's write fails.
    await failingOnce(vi.spyOn(Accounts.prototype, 'update'), () =>
      acceptSuperAdmin(invite.code, token),
    );
    expect((await userOf(email)).role).toBe('user');
    expect(await status(invite.code, 'super-admin')).toEqual({ state: 'open' });
    expect((await acceptSuperAdmin(invite.code, token)).status).toBe(200);
    expect((await userOf(email)).role).toBe('super-admin');
  });

  it('a team invitation stays open when confirming the registered account fails', async () => {
    const invitee = uniqueEmail('inv-tx-confirm');
    const { code } = await newInvitation({ kind: 'team', email: invitee });
    expect((await registerOn(code, invitee)).status).toBe(204);
    await failingOnce(vi.spyOn(Accounts.prototype, 'update'), () =>
      acceptTeam({ inviteCode: code, email: invitee }),
    );
    expect((await userOf(invitee)).confirmed).toBe(false);
    expect(await status(code)).toEqual({ state: 'open' });
    const retry = await acceptTeam({ inviteCode: code, email: invitee });
    expect(retry.body).toEqual({ message: 'Invitation accepted.', confirmed: true });
  });

  it('a takeover of an unproven account changes nothing when binding the invitation fails', async () => {
    const invitee = uniqueEmail('inv-tx-takeover');
    const squatter = registrationPayload(invitee, { first_name: 'Squatter' });
    expect((await server.api.post('/api/register', squatter)).status).toBe(204);
    const { code } = await newInvitation({ kind: 'team', email: invitee });
    // The password and names are replaced, the sessions revoked, then the binding fails.
    await failingOnce(vi.spyOn(Invitations.prototype, 'bindRegistration'), () =>
      registerOn(code, invitee, { first_name: 'Real', password: 'the-owners-pass' }),
    );
    expect((await userOf(invitee)).firstName).toBe('Squatter');
    // Not bound: accepting "for" the address still proves nothing.
    expect((await acceptTeam({ inviteCode: code, email: invitee })).status).toBe(401);
    expect((await registerOn(code, invitee, { first_name: 'Real' })).status).toBe(204);
    expect((await acceptTeam({ inviteCode: code, email: invitee })).status).toBe(200);
    expect(await userOf(invitee)).toMatchObject({ confirmed: true, firstName: 'Real' });
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
