import { ERROR_CODES } from '../../lib/api/error-codes';
import { localizedHref } from '../../lib/navigation';
import { ROUTES } from '../../lib/routes';
import { ButtonLink } from '../ui/Button';
import { ResultPanel } from '../ui/ResultPanel';
import type { InvitationStrings } from './strings';

/**
 * A registration link the API refused as the page opened (used, expired, unknown): why, and the
 * way on, instead of a form that would fail once filled in. A used one offers sign-in (its invitee
 * most likely accepted it already).
 */
export function LinkRefused({ code, strings }: { code: string; strings: InvitationStrings }) {
  if (code === ERROR_CODES.invitationUsed) {
    return (
      <ResultPanel status="info" title={strings['invitation.used.title']}>
        <p className="text-base text-muted">{strings['errors.invitationUsed']}</p>
        <div className="mt-2 w-full">
          <ButtonLink href={localizedHref(ROUTES.signin)}>
            {strings['invitation.signIn.action']}
          </ButtonLink>
        </div>
      </ResultPanel>
    );
  }
  const expired = code === ERROR_CODES.invitationExpired;
  return (
    <ResultPanel
      status="info"
      title={strings[expired ? 'invitation.expired.title' : 'invitation.failed.title']}
    >
      <p className="text-base text-muted">
        {strings[expired ? 'invitation.expired.body' : 'errors.invitationNotFound']}
      </p>
    </ResultPanel>
  );
}
