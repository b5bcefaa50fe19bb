import { format } from '../../lib/i18n/format';
import { lazyModule } from '../../lib/lazy';
import type { TransportErrorKey } from '../../lib/messages';
import { FormAlert } from '../ui/FormAlert';
import { useSubmission } from '../ui/useSubmission';
import type { SignInStrings } from './strings';

/** The request and its messages: loaded on the click, not with the page. */
const resendPath = lazyModule(() => import('./resendConfirmation'));

/** A resend that failed with the message the request chose. */
class Refused extends Error {
  constructor(readonly key: TransportErrorKey) {
    super(key);
  }
}

/** The message of a failed resend: the request's own, or a network failure (lib/lazy.ts). */
const messageOf = (error: unknown) => (error instanceof Refused ? error.key : 'errors.network');

/**
 * Under the wrong-credentials message, which tells a new user to activate the account first: a
 * way to get the confirmation email again for the address typed. It may run again after a
 * success (the mail may still not arrive), never twice at once (ui/useSubmission).
 */
export function ResendConfirmation({ email, strings }: { email: string; strings: SignInStrings }) {
  const { state, run } = useSubmission(messageOf, true /* repeatable */);
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
        disabled={status === 'busy'}
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
            ? strings[state.error]
            : status === 'success'
              ? format(strings['signin.resent'], { email })
              : undefined
        }
      />
    </div>
  );
}
