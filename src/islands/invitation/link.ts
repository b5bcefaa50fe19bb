// What an invitation link asks for, read from its path and query (spec section 2): a damaged
// link, an expired invitation, or a valid code (with the `exists` flag of team invitations).
import { readTokenSegments } from '../../lib/routes';
import { isInvitationExpired } from '../../lib/validation';

export type InvitationLink =
  { kind: 'invalid' } | { kind: 'expired' } | { kind: 'valid'; code: string; exists: boolean };

/**
 * Reads `/{shell}/{code}?expiredAt=…&expiresAt=…&exists=true`. Expiry wins over a damaged path:
 * either way the user needs a new invitation, and the expired text says so more clearly.
 */
export function readInvitationLink(
  pathname: string,
  search: string,
  shell: string,
  now: Date = new Date(),
): InvitationLink {
  const query = new URLSearchParams(search);
  const expiry = { expiredAt: query.get('expiredAt'), expiresAt: query.get('expiresAt') };
  if (isInvitationExpired(expiry, now)) return { kind: 'expired' };
  const code = readTokenSegments(pathname, shell)?.[0];
  if (code === undefined) return { kind: 'invalid' };
  return { kind: 'valid', code, exists: query.get('exists') === 'true' };
}
