// The invitation page's check of its link on load (loaded with it, not with the page).
import { checkInvitation } from '../../lib/api/invitations';
import { invitationMessageKey } from '../../lib/messages';

/**
 * The refusal code of a team invitation that can no longer be used (used, expired, unknown), or
 * null when it can be, or when the refusal is one the page has no notice for.
 */
export async function linkRefusal(code: string): Promise<string | null> {
  const standing = await checkInvitation(code, 'team');
  if (standing.ok || !invitationMessageKey(standing.code)) return null;
  return standing.code ?? null;
}
