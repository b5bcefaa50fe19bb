import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ERROR_CODES } from '../../lib/api/error-codes';
import { SessionExpiredError } from '../../lib/api/errors';
import { acceptInvite, acceptSuperAdminInvite } from '../../lib/api/invitations';
import type { InvitationAcceptedState } from '../../lib/navigation/states';
import { $tokenInfo } from '../../lib/stores/tokenInfo';
import { replaceDestination } from '../../lib/navigation/replace';
import { BusyPanel } from '../ui/ResultPanel';
import { AcceptFailure } from './AcceptFailure';
import { acceptFailureMessage, type AcceptTexts, type OutcomeStrings } from './outcome';
import { SignInToAccept } from './SignInToAccept';
import type { InvitationLinks, OtherAccountStrings, SignInToAcceptStrings } from './strings';
import { SwitchAccount } from './SwitchAccount';

/** The invitation of the link: a team member's (exists=true) or a Super Admin's. */
interface Invitation {
  kind: 'team' | 'superAdmin';
  code: string;
  /** The invited address, when the link carries it. */
  email: string | null;
}

/** Why the acceptance failed, and whether another account than the invited one is signed in. */
interface Failure {
  message: string;
  otherAccount: boolean;
}

/** Accepts `invitation` with the API: it comes with this component, not with the page. */
function accept({ kind, code }: Invitation) {
  return kind === 'team' ? acceptInvite(code) : acceptSuperAdminInvite(code);
}

/**
 * What /invitation-accepted is told: a Super Admin's acceptance reads differently, and the
 * invitee is signed in (the page goes on to the app).
 */
function accepted({ kind }: Invitation): InvitationAcceptedState {
  return kind === 'superAdmin' ? { isSuperAdmin: true, signedIn: true } : { signedIn: true };
}

/**
 * Accepts an invitation as soon as the page opens (exists=true links, Super Admin links) with the
 * session of the invited account: a processing spinner, then /invitation-accepted, or the failure
 * with the server's message. Without a session (or once it ended) the user signs in first; with
 * another account's, the user may sign out and continue as the invited one.
 */
export function AutoAccept({
  invitation,
  texts,
  strings,
  links,
}: {
  invitation: Invitation;
  texts: AcceptTexts;
  links: InvitationLinks;
  strings: OutcomeStrings & SignInToAcceptStrings & OtherAccountStrings;
}) {
  const [failure, setFailure] = useState<Failure | null>(null);
  // Only the invited account's session may accept: the API refuses anyone else.
  const [signIn, setSignIn] = useState(() => $tokenInfo.get() === null);
  const started = useRef(false);

  const start = useEffectEvent(() => {
    accept(invitation).then(
      (result) => {
        // Replacing this page: Back must not come here to accept (and fail) a second time.
        if (result.ok) {
          replaceDestination({
            kind: 'navigate',
            path: '/invitation-accepted',
            state: accepted(invitation),
          });
        } else {
          const message = acceptFailureMessage(result, texts, strings);
          setFailure({ message, otherAccount: result.code === ERROR_CODES.invitationOtherAccount });
        }
      },
      (error: unknown) => {
        if (error instanceof SessionExpiredError) setSignIn(true);
        else
          setFailure({ message: acceptFailureMessage(error, texts, strings), otherAccount: false });
      },
    );
  });

  useEffect(() => {
    // One call per page view, even if React runs the effect twice.
    if (started.current || signIn) return;
    started.current = true;
    start();
  }, [signIn]);

  if (signIn) return <SignInToAccept strings={strings} links={links} />;
  if (failure === null) return <BusyPanel label={texts.processing} />;
  return (
    <AcceptFailure
      title={texts.failedTitle}
      message={failure.message}
      getApp={strings['common.getApp']}
      action={failure.otherAccount && <SwitchAccount email={invitation.email} strings={strings} />}
    />
  );
}
