import { useEffect } from 'react';
import { localizedHref } from '../../lib/navigation';
import { rememberInvitation } from '../../lib/pending-invitation';
import { ButtonLink } from '../ui/Button';
import { ResultPanel } from '../ui/ResultPanel';
import type { SignInToAcceptStrings } from './strings';

/**
 * An invitation that needs a session of the invited account, opened without one (or after it
 * ended): sign in, or register first; the next sign-in in this browser comes back to this page
 * (lib/pending-invitation.ts), which then accepts on load.
 */
export function SignInToAccept({ strings }: { strings: SignInToAcceptStrings }) {
  useEffect(() => rememberInvitation(location), []);
  return (
    <ResultPanel status="info" title={strings['invitation.signIn.title']}>
      <p className="text-base text-muted">{strings['invitation.signIn.body']}</p>
      <div className="mt-2 flex w-full flex-col gap-3">
        <ButtonLink href={localizedHref('/signin')}>
          {strings['invitation.signIn.action']}
        </ButtonLink>
        <ButtonLink href={localizedHref('/')} variant="secondary">
          {strings['invitation.signIn.register']}
        </ButtonLink>
      </div>
    </ResultPanel>
  );
}
