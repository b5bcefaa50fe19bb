import { isThankYouState, readNavigationState, type ThankYouState } from '../../lib/navigation';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { useClientValue } from '../ui/useClientValue';
import type { ThankYouStrings } from './strings';

/** The title and text of /thank-you for what happened (`{{email}}` marks the email). */
function wording(strings: ThankYouStrings, state: ThankYouState | null) {
  const email = state?.email?.trim() || null;
  if (state?.via === 'googleExisting') {
    return {
      email,
      title: strings['thankyou.existing.title'],
      body: strings['thankyou.existing.body'],
    };
  }
  if (state?.via === 'google') {
    return { email, title: strings['thankyou.title'], body: strings['thankyou.google.body'] };
  }
  return { email, title: strings['thankyou.title'], body: strings['thankyou.body'] };
}

/**
 * The title and text of /thank-you with the email handed over by the registration (or the Sonos
 * registration): a confirmation email was sent, or (Google) the account is confirmed already, or
 * (Google, existing account) the user is signed in. Without state, the text that names no email.
 */
export function ThankYouIsland({ strings }: { strings: ThankYouStrings }) {
  // undefined: not read yet; null: nothing was handed over.
  const read = useClientValue<ThankYouState | null | undefined>(
    () => readNavigationState(isThankYouState),
    undefined,
  );
  const { email, title, body } = wording(strings, read ?? null);
  const [before, after = ''] = body.split('{{email}}');
  return (
    <ErrorBoundary strings={strings}>
      <h1 className="mt-4 font-heading text-2xl sm:text-3xl">{title}</h1>
      {/* Until the state is read the space is kept (no jump), invisible; without JavaScript the
          prerendered text without the email shows. */}
      <p
        className={`mt-4 ${read === undefined ? 'js:invisible' : ''}`}
        data-testid="thank-you-body"
      >
        {email ? (
          <>
            {before}
            <strong className="break-all">{email}</strong>
            {after}
          </>
        ) : (
          strings['thankyou.bodyNoEmail']
        )}
      </p>
    </ErrorBoundary>
  );
}
