// Invitation rules, out of HTTP: who may accept a team or Super Admin invitation, and what
// registering on one does to an account. Every change that writes more than one row runs in one
// transaction, so a failure half-way leaves the invitation open and the account as it was: never
// an invitation used up without its role or confirmation, never a taken-over account whose
// squatter's sessions still work.
import type { Account, Database, InvitationKind } from './db/index.ts';
import { normalizeEmail } from './db/accounts.ts';
import type { InvitationRefusal, InvitationStanding } from './db/invitations.ts';
import { ApiError, CODES } from './errors.ts';

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
} as const satisfies Record<InvitationRefusal, unknown>;

/** The answer to an invitation that cannot be accepted. */
function invitationFailure(reason: InvitationRefusal): ApiError {
  const [status, errorCode, message] = FAILURES[reason];
  return new ApiError(status, errorCode, message);
}

/** An invitation addressed to someone else than the account accepting or registering on it. */
const otherAccount = () =>
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

/** The invitation of `code` when it can be accepted now; else throws why not. */
export async function openInvitation(
  db: Database,
  code: string,
  kind: InvitationKind,
): Promise<InvitationStanding> {
  const invitation = await db.invitations.find(code, kind);
  if (invitation.state !== 'ok') throw invitationFailure(invitation.state);
  return invitation;
}

/** Uses the invitation up for `account`, which must be its addressee (when it names one). */
async function acceptFor(
  tx: Database,
  code: string,
  invitation: InvitationStanding,
  account: Account,
): Promise<void> {
  if (invitation.email !== null && invitation.email !== account.email) throw otherAccount();
  if (!(await tx.invitations.accept(code, account))) throw invitationFailure('used');
}

/**
 * The team invitation a registration carries, checked before anything is created: it can be
 * accepted, and an addressed one only registers its own address.
 */
export async function invitationToRegisterOn(
  db: Database,
  code: string,
  email: string,
): Promise<InvitationStanding & { code: string }> {
  const invitation = await openInvitation(db, code, 'team');
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
export function registerOverUnproven(
  db: Database,
  invitation: { code: string; email: string | null },
  email: string,
  proven: { passwordHash: string; firstName: string; lastName: string },
): Promise<boolean> {
  if (invitation.email === null) return Promise.resolve(false);
  return db.transaction(async (tx) => {
    const account = await tx.accounts.findByEmail(email);
    if (!account || account.confirmed || account.email !== invitation.email) return false;
    await tx.accounts.update(account.id, proven);
    await tx.tokens.revokeAll(account.id);
    await tx.invitations.bindRegistration(invitation.code, account.id);
    return true;
  });
}

/**
 * Accepts a team invitation for a proven account: the session's, or (without one) the account
 * registered on this invitation, named by `email` (the registration carried its code). Returns
 * undefined with a session; else whether the registered account is confirmed: the code was mailed
 * to the invited address, so accepting it for that address confirms the account.
 */
export function acceptTeamInvitation(
  db: Database,
  code: string,
  by: { session: Account | null; email: string | undefined },
): Promise<boolean | undefined> {
  const { session, email } = by;
  if (session && email && normalizeEmail(email) !== session.email) {
    return Promise.reject(otherAccount());
  }
  return db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, code, 'team');
    const registered =
      !session && email && invitation.registeredUserId !== null
        ? await tx.accounts.findByEmail(email)
        : null;
    const account = session ?? (registered?.id === invitation.registeredUserId ? registered : null);
    if (!account) throw signInRequired();
    await acceptFor(tx, code, invitation, account);
    if (session) return undefined;
    const confirmed = account.confirmed || invitation.email === account.email;
    if (confirmed && !account.confirmed) await tx.accounts.update(account.id, { confirmed });
    return confirmed;
  });
}

/** Makes `account` Super Admin with an invitation addressed to it; nobody without a session. */
export function acceptSuperAdminInvitation(
  db: Database,
  code: string,
  account: Account | null,
): Promise<void> {
  return db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, code, 'super-admin');
    if (!account) throw signInRequired();
    // An invitation without an addressee makes nobody Super Admin.
    await acceptFor(tx, code, { ...invitation, email: invitation.email ?? '' }, account);
    await tx.accounts.update(account.id, { role: 'super-admin' });
  });
}
