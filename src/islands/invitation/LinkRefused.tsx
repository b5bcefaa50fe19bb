import { ERROR_CODES } from '../../lib/api/error-codes';
import { LinkNotice } from './LinkGate';
import type { InvitationLinks, InvitationStrings } from './strings';

/** The title and message keys of a refusal's notice. */
function noticeKeys(code: string) {
  if (code === ERROR_CODES.invitationUsed) {
    return ['invitation.used.title', 'errors.invitationUsed'] as const;
  }
  if (code === ERROR_CODES.invitationExpired) {
    return ['invitation.expired.title', 'invitation.expired.body'] as const;
  }
  return ['invitation.failed.title', 'errors.invitationNotFound'] as const;
}

/**
 * A registration link the API refused as the page opened (used, expired, unknown): why, and the
 * ways on (sign in, the app) instead of a form that would fail once filled in.
 */
export function LinkRefused({
  code,
  strings,
  links,
}: {
  code: string;
  strings: InvitationStrings;
  links: InvitationLinks;
}) {
  const [title, body] = noticeKeys(code);
  return <LinkNotice title={strings[title]} body={strings[body]} ways={strings} links={links} />;
}
