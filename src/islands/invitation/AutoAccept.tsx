import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { AcceptInviteResult } from '../../lib/api/invitations';
import type { InvitationAcceptedState } from '../../lib/navigation';
import { ROUTES } from '../../lib/routes';
import { replaceDestination } from '../ui/replaceDestination';
import { BusyPanel } from '../ui/ResultPanel';
import { AcceptFailure } from './AcceptFailure';
import { acceptFailureMessage, type AcceptTexts, type OutcomeStrings } from './outcome';

/**
 * Accepts an invitation as soon as the page opens (exists=true links, Super Admin links): a
 * processing spinner, then /invitation-accepted, or the failure with the server's message.
 */
export function AutoAccept({
  accept,
  accepted,
  texts,
  strings,
}: {
  accept: () => Promise<AcceptInviteResult>;
  accepted: InvitationAcceptedState;
  texts: AcceptTexts;
  strings: OutcomeStrings;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const start = useEffectEvent(() => {
    accept().then(
      (result) => {
        // Replacing this page: Back must not come here to accept (and fail) a second time.
        if (result.ok) {
          replaceDestination({
            kind: 'navigate',
            path: ROUTES.invitationAccepted,
            state: accepted,
          });
        } else setFailure(acceptFailureMessage(result, texts, strings));
      },
      (error: unknown) => setFailure(acceptFailureMessage(error, texts, strings)),
    );
  });

  useEffect(() => {
    // One call per page view, even if React runs the effect twice.
    if (started.current) return;
    started.current = true;
    start();
  }, []);

  if (failure === null) return <BusyPanel label={texts.processing} />;
  return (
    <AcceptFailure title={texts.failedTitle} message={failure} getApp={strings['common.getApp']} />
  );
}
