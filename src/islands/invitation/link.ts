// What an invitation link asks for, read from its path and query (spec section 2): a damaged
// link, an expired invitation, or a valid code (with the `exists` flag of team invitations).
import { readTokenSegments } from '../../lib/routes';

/** The two invitation pages (team and Super Admin): one code follows the path. */
export type InvitationShell = '/invitation' | '/invite-super-admin';

/** A usable link: its code, the `exists` flag, and the invited address when the link carries it. */
export interface ValidLink {
  kind: 'valid';
  code: string;
  exists: boolean;
  email: string | null;
}

export type InvitationLink = { kind: 'invalid' } | { kind: 'expired' } | ValidLink;

/**
 * Reads `/{shell}/{code}?expiredAt=…&expiresAt=…&exists=true&email=…`. Expiry wins over a damaged path:
 * either way the user needs a new invitation, and the expired text says so more clearly.
 */
export function readInvitationLink(
  pathname: string,
  search: string,
  shell: InvitationShell,
  now: Date = new Date(),
): InvitationLink {
  const query = new URLSearchParams(search);
  const expiry = { expiredAt: query.get('expiredAt'), expiresAt: query.get('expiresAt') };
  if (isInvitationExpired(expiry, now)) return { kind: 'expired' };
  const code = readTokenSegments(pathname, shell, 1)?.[0];
  if (code === undefined) return { kind: 'invalid' };
  return {
    kind: 'valid',
    code,
    exists: query.get('exists') === 'true',
    email: query.get('email') || null,
  };
}

/** Query values of an invitation link that decide whether it expired. */
interface InvitationExpiry {
  expiredAt?: string | null;
  expiresAt?: string | null;
}

/**
 * True when the invitation expired: expiredAt is present (any non-null value), or expiresAt parses
 * and lies strictly before `now`. An unparseable expiresAt counts as not expired.
 */
function isInvitationExpired(invitation: InvitationExpiry, now: Date = new Date()): boolean {
  if (invitation.expiredAt !== undefined && invitation.expiredAt !== null) return true;
  if (!invitation.expiresAt) return false;
  const expiresAt = Date.parse(invitation.expiresAt);
  return !Number.isNaN(expiresAt) && expiresAt < now.getTime();
}
