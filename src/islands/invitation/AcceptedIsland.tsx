import { format } from '../../lib/i18n/format';
import { takeNavigationState } from '../../lib/navigation/take';
import {
  isInvitationAcceptedState,
  type InvitationAcceptedState,
} from '../../lib/navigation/states';
import { ButtonLink } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { ResultPanel } from '../ui/ResultPanel';
import { useClientValue } from '../ui/useClientValue';
import { ContinueToApp } from './ContinueToApp';
import type { AcceptedStrings } from './strings';

/**
 * /invitation-accepted: the team or Super Admin variant (from navigation state), the account's
 * email when known, and the way on: to the app when the invitee accepted while signed in, else to
 * sign in. Without state: the team variant without email.
 */
export function AcceptedIsland({
  strings,
  signinHref,
}: {
  strings: AcceptedStrings;
  /** /signin in the page's language (known at build time, unlike during the build render). */
  signinHref: string;
}) {
  const state = useClientValue<InvitationAcceptedState | null>(
    () => takeNavigationState(isInvitationAcceptedState) ?? {},
    null,
  );
  const superAdmin = state?.isSuperAdmin === true;
  const signedIn = state?.signedIn === true;
  const body = superAdmin
    ? signedIn
      ? 'invitation.accepted.superAdminBodySignedIn'
      : 'invitation.accepted.superAdminBody'
    : signedIn
      ? 'invitation.accepted.bodySignedIn'
      : 'invitation.accepted.body';
  return (
    <ErrorBoundary strings={strings}>
      {/* Hidden until the state is read, so the Super Admin variant never flashes the team one;
          without JavaScript the prerendered team variant shows. */}
      <div className={state === null ? 'js:invisible' : undefined}>
        <ResultPanel
          status="success"
          title={
            superAdmin
              ? strings['invitation.accepted.superAdminTitle']
              : strings['invitation.accepted.title']
          }
        >
          <p className="text-base text-muted">{strings[body]}</p>
          {state?.email && (
            <p className="font-semibold break-all text-text" data-testid="accepted-email">
              {format(strings['invitation.accepted.account'], { email: state.email })}
            </p>
          )}
          {state?.email && state.needsConfirmation && (
            <p className="text-base text-text">
              {format(strings['invitation.accepted.confirmEmail'], { email: state.email })}
            </p>
          )}
          <div className="mt-2 w-full">
            {signedIn ? (
              <ContinueToApp
                label={strings['invitation.accepted.continueApp']}
                fallback={signinHref}
              />
            ) : (
              <ButtonLink href={signinHref}>{strings['invitation.accepted.continue']}</ButtonLink>
            )}
          </div>
        </ResultPanel>
      </div>
    </ErrorBoundary>
  );
}
