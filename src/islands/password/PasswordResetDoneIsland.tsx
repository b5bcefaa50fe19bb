import { useStore } from '@nanostores/react';
import { format } from '../../lib/i18n/format';
import { appReturnUrl } from '../../lib/redirects';
import { $sessionContext, type SessionContext } from '../../lib/stores/session';
import { ButtonLink } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import type { DoneStrings } from './strings';
import { useStateEmail } from '../ui/useStateEmail';

/** What the prerendered page shows: no platform known, so the sign-in link. */
const NO_CONTEXT: SessionContext = { pendingRedirect: null, from: null, redirectId: null };
const prerendered = () => NO_CONTEXT;

interface Props {
  strings: DoneStrings;
  /** Sign-in in the page's language. */
  links: { signin: string };
}

/**
 * The password-reset-done screen: the email, and a way back to the app the user came from (ios,
 * android: the deep link; loxone: the cloud callback). On the web it offers sign-in instead.
 */
export function PasswordResetDoneIsland(props: Props) {
  return (
    <ErrorBoundary strings={props.strings}>
      <Done {...props} />
    </ErrorBoundary>
  );
}

function Done({ strings, links }: Props) {
  const email = useStateEmail();
  // The root query (?from=, ?redirectId=) may be stored after this island mounts: follow the
  // store. While hydrating, render what the prerendered HTML shows (no platform known).
  const { from, redirectId } = useStore($sessionContext, { ssr: prerendered });
  const returnUrl = appReturnUrl(from, redirectId);
  return (
    <div className="mt-4 flex flex-col gap-6">
      <p className="break-words">
        {email
          ? format(strings['password.done.body'], { email })
          : strings['password.done.bodyNoEmail']}
      </p>
      {returnUrl ? (
        <ButtonLink href={returnUrl}>{strings['password.done.backToApp']}</ButtonLink>
      ) : (
        <ButtonLink href={links.signin} variant="secondary">
          {strings['password.success.signin']}
        </ButtonLink>
      )}
    </div>
  );
}
