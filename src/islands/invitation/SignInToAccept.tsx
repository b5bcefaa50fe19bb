import { useEffect } from 'react';
import { rememberInvitation } from '../../lib/pending-invitation';
import { ButtonLink } from '../ui/Button';
import { ResultPanel } from '../ui/ResultPanel';
import type { InvitationLinks, SignInToAcceptStrings } from './strings';

/**
 * An invitation that needs a session of the invited account, opened without one (or after it
 * ended): sign in, or register first; the next sign-in in this browser comes back to this page
 * (lib/pending-invitation.ts), which then accepts on load.
 */
export function SignInToAccept({
  strings,
  links,
}: {
  strings: SignInToAcceptStrings;
  links: InvitationLinks;
}) {
  useEffect(() => rememberInvitation(location), []);
  return (
    <ResultPanel status="info" title={strings['invitation.signIn.title']}>
      <p className="text-base text-muted">{strings['invitation.signIn.body']}</p>
      <div className="mt-2 flex w-full flex-col gap-3">
        <ButtonLink href={links.signin}>{strings['invitation.signIn.action']}</ButtonLink>
        <ButtonLink href={links.register} variant="secondary">
          {strings['invitation.signIn.register']}
        </ButtonLink>
      </div>
    </ResultPanel>
  );
}
