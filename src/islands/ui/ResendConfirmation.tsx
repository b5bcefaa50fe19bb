import { format } from '../../lib/i18n/format';
import { lazyModule } from '../../lib/lazy';
import type { TransportErrorKey } from '../../lib/messages';
import type { RESEND_KEYS } from './resendStrings';
import type { Strings } from '../../lib/i18n';
import type { ResendWait } from './resendConfirmation';
import { FormAlert } from './FormAlert';
import { useSubmission } from './useSubmission';

/** The request and its messages: loaded on the click, not with the page. */
const resendPath = lazyModule(() => import('./resendConfirmation'));

type Failure = TransportErrorKey | ResendWait;

/** A resend that failed with the message the request chose, or how long to wait. */
class Refused extends Error {
  constructor(readonly failure: Failure) {
    super('resend refused');
  }
}

/** What a failed resend says: the request's own, or a network failure (lib/lazy.ts). */
const messageOf = (error: unknown): Failure =>
  error instanceof Refused ? error.failure : 'errors.network';

/**
 * A way to get the confirmation email again for the address typed: under sign-in's
 * wrong-credentials message (which tells a new user to activate the account first), and on a
 * confirmation link that failed. After a send it stays calm (no second identical email from a
 * repeated tap); at the limit it says how long to wait.
 */
export function ResendConfirmation({
  email,
  strings,
  disabled = false,
}: {
  email: string;
  strings: Strings<(typeof RESEND_KEYS)[number]>;
  /** No address to send to yet. */
  disabled?: boolean;
}) {
  const { state, run } = useSubmission(messageOf);
  const resend = () =>
    run(async () => {
      const outcome = await (await resendPath.load()).sendConfirmationAgain(email);
      if (outcome !== 'sent') throw new Refused(outcome);
    });
  const { status } = state;
  return (
    <div className="-mt-2 flex flex-col gap-3">
      <button
        type="button"
        className="field-link-button min-h-6 self-start"
        aria-busy={status === 'busy'}
        disabled={disabled || status === 'busy' || status === 'success'}
        onClick={() => void resend()}
      >
        {status === 'busy' ? strings['password.forgot.busy'] : strings['signin.resend']}
      </button>
      {/* One region (a status, an alert once the resend failed): the form's own alert stays the
          page's only alert until then. */}
      <FormAlert
        tone={status === 'failed' ? 'error' : 'success'}
        message={
          status === 'failed'
            ? typeof state.error === 'string'
              ? strings[state.error]
              : format(strings['signin.resendWait'], { minutes: String(state.error.minutes) })
            : status === 'success'
              ? format(strings['signin.resent'], { email })
              : undefined
        }
      />
    </div>
  );
}
