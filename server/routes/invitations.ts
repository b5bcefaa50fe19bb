import { Hono, type Context } from 'hono';
import { clientNetwork, enforceLimits, type Deps } from '../deps.ts';
import type { Account, InvitationKind } from '../db/index.ts';
import { normalizeEmail } from '../db/accounts.ts';
import type { InvitationStanding } from '../db/invitations.ts';
import { ApiError, CODES } from '../errors.ts';
import type { AppEnv } from '../sessions.ts';
import { emailAddress, jsonBody, object, text } from '../validation.ts';
import * as v from 'valibot';

const inviteCode = text({ min: 1, max: 200 });
const teamAcceptance = object({ inviteCode, email: v.optional(emailAddress()) });
const superAdminAcceptance = object({ inviteCode });

/** Codes with this prefix fail without a message, so the site's fallback text can be tested. */
const NO_MESSAGE_PREFIX = 'nomessage-';

const FAILURES = {
  'not-found': [
    404,
    CODES.invitationNotFound,
    'This invitation does not exist. Please check the link or ask the administrator for a new invitation.',
  ],
  expired: [
    410,
    CODES.invitationExpired,
    'This invitation has expired and is no longer valid. Please contact the administrator to get a new invitation.',
  ],
  used: [409, CODES.invitationUsed, 'This invitation has already been accepted.'],
} as const;

/** The answer to an invitation that cannot be accepted (also used by an invitation registration). */
export function invitationFailure(reason: keyof typeof FAILURES): ApiError {
  const [status, errorCode, message] = FAILURES[reason];
  return new ApiError(status, errorCode, message);
}

/** An invitation addressed to someone else than the account accepting or registering on it. */
export const otherAccount = () =>
  new ApiError(
    403,
    CODES.invitationOtherAccount,
    'This invitation was sent to another email address. Please use the address the invitation was sent to.',
  );

/** Acceptance with nothing that proves the invited account. */
const signInRequired = () =>
  new ApiError(
    401,
    CODES.unauthorized,
    'Please sign in with the invited account to accept this invitation.',
  );

/** Counts one invitation-code lookup of the client: codes are guessable only by trying many. */
export async function limitInvitationLookups(c: Context, deps: Deps): Promise<void> {
  await enforceLimits(deps, [['invitePerIp', clientNetwork(c, deps.config)]]);
}

/**
 * The team invitation a registration carries, checked before anything is created: it can be
 * accepted, and an addressed one only registers its own address.
 */
export async function invitationToRegisterOn(
  c: Context,
  deps: Deps,
  code: string,
  email: string,
): Promise<InvitationStanding & { code: string }> {
  await limitInvitationLookups(c, deps);
  const invitation = await deps.db.invitations.find(code, 'team');
  if (invitation.state !== 'ok') throw invitationFailure(invitation.state);
  if (invitation.email !== null && invitation.email !== normalizeEmail(email)) {
    throw otherAccount();
  }
  return { ...invitation, code };
}

/**
 * Registering on an invitation addressed to an address that someone registered without ever
 * confirming it: that password was never proven to be the owner's (anyone can type an address),
 * while the invitation's code reached the owner's mailbox. The registration's password and names
 * replace it, its sessions end, and the account is the one registered on the invitation (accepting
 * then confirms it). False when there is nothing to take over: a confirmed account stays as it is.
 */
export async function registerOverUnproven(
  { db }: Deps,
  invitation: { code: string; email: string | null },
  email: string,
  proven: { passwordHash: string; firstName: string; lastName: string },
): Promise<boolean> {
  const account = invitation.email === null ? null : await db.accounts.findByEmail(email);
  if (!account || account.confirmed || account.email !== invitation.email) return false;
  await db.accounts.update(account.id, proven);
  await db.tokens.revokeAll(account.id);
  await db.invitations.bindRegistration(invitation.code, account.id);
  return true;
}

/** POST /accept-invite (team), POST /accept-super-admin-invite and GET /invitations/:code. */
export function invitationRoutes(deps: Deps) {
  const { db, sessions } = deps;
  const app = new Hono<AppEnv>();

  /** The invitation of `code` once it is known to be acceptable, else its refusal. */
  async function acceptable(c: Context, kind: InvitationKind, code: string) {
    await limitInvitationLookups(c, deps);
    if (code.startsWith(NO_MESSAGE_PREFIX)) throw new ApiError(409, CODES.invitationFailed);
    const invitation = await db.invitations.find(code, kind);
    if (invitation.state !== 'ok') throw invitationFailure(invitation.state);
    return invitation;
  }

  /** Accepts for `account`, which must be the invitation's addressee (when it names one). */
  async function acceptFor(code: string, invitation: InvitationStanding, account: Account) {
    if (invitation.email !== null && invitation.email !== account.email) throw otherAccount();
    if (!(await db.invitations.accept(code, account))) throw invitationFailure('used');
  }

  /**
   * A team invitation is accepted by a proven account: the session's, or the account registered
   * on this invitation (the registration carried its code; the site then sends its email).
   */
  app.post('/accept-invite', jsonBody(teamAcceptance), async (c) => {
    const body = c.req.valid('json');
    const invitation = await acceptable(c, 'team', body.inviteCode);
    const session = await sessions.accountOf(c.req.header('authorization'));
    if (session && body.email && normalizeEmail(body.email) !== session.email) {
      throw otherAccount();
    }
    const registered =
      !session && body.email && invitation.registeredUserId !== null
        ? await db.accounts.findByEmail(body.email)
        : null;
    const account = session ?? (registered?.id === invitation.registeredUserId ? registered : null);
    if (!account) throw signInRequired();
    await acceptFor(body.inviteCode, invitation, account);
    if (session) return c.json({ message: 'Invitation accepted.' });
    // The code was mailed to the invited address: registering on it proves that address.
    const confirmed = account.confirmed || invitation.email === account.email;
    if (confirmed && !account.confirmed) await db.accounts.update(account.id, { confirmed });
    // `confirmed: false`: the new account still has to confirm its email before signing in.
    return c.json({ message: 'Invitation accepted.', confirmed });
  });

  /** A role is granted only with a session of the addressed account. */
  app.post('/accept-super-admin-invite', jsonBody(superAdminAcceptance), async (c) => {
    const { inviteCode } = c.req.valid('json');
    const account = await sessions.accountOf(c.req.header('authorization'));
    const invitation = await acceptable(c, 'super-admin', inviteCode);
    if (!account) throw signInRequired();
    // An invitation without an addressee makes nobody Super Admin.
    await acceptFor(inviteCode, { ...invitation, email: invitation.email ?? '' }, account);
    await db.accounts.update(account.id, { role: 'super-admin' });
    return c.json({ message: 'Super Admin invitation accepted.' });
  });

  /** Whether an invitation link can still be used, asked by its page as it opens. */
  app.get('/invitations/:code', async (c) => {
    const kind = c.req.query('kind') === 'super-admin' ? 'super-admin' : 'team';
    await acceptable(c, kind, c.req.param('code').slice(0, 200));
    return c.json({ state: 'open' });
  });

  return app;
}
