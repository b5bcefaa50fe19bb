import { isEmailState, readNavigationState } from '../../lib/navigation';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { useClientValue } from '../ui/useClientValue';
import type { ThankYouStrings } from './strings';

/**
 * The confirmation text of /thank-you with the email handed over by the registration (or the
 * Sonos registration); without one, the text that does not name it.
 */
export function ThankYouIsland({ strings }: { strings: ThankYouStrings }) {
  // undefined: not read yet; null: no email was handed over.
  const read = useClientValue<string | null | undefined>(
    () => readNavigationState(isEmailState)?.email ?? null,
    undefined,
  );
  const email = read?.trim() || null;
  const [before, after = ''] = strings['thankyou.body'].split('{{email}}');
  return (
    <ErrorBoundary strings={strings}>
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
