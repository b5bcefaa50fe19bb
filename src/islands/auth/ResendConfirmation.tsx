import { useRef, useState } from 'react';
import { format } from '../../lib/i18n/format';
import { lazyModule } from '../../lib/lazy';
import type { TransportErrorKey } from '../../lib/messages';
import { FormAlert } from '../ui/FormAlert';
import type { SignInStrings } from './strings';

/** The request and its messages: loaded on the click, not with the page. */
const resendPath = lazyModule(() => import('./resendConfirmation'));

type Outcome = 'idle' | 'busy' | 'sent' | TransportErrorKey;

/**
 * Under the wrong-credentials message, which tells a new user to activate the account first: a
 * way to get the confirmation email again for the address typed. It may run again after a
 * success (the mail may still not arrive), never twice at once.
 */
export function ResendConfirmation({ email, strings }: { email: string; strings: SignInStrings }) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const running = useRef(false);
  const resend = async () => {
    if (running.current) return;
    running.current = true;
    setOutcome('busy');
    try {
      setOutcome(await (await resendPath.load()).sendConfirmationAgain(email));
    } catch {
      setOutcome('errors.network'); // the module itself could not be fetched
    } finally {
      running.current = false;
    }
  };
  const failed = outcome !== 'idle' && outcome !== 'busy' && outcome !== 'sent';
  return (
    <div className="-mt-2 flex flex-col gap-3">
      <button
        type="button"
        className="field-link-button min-h-6 self-start"
        aria-busy={outcome === 'busy'}
        disabled={outcome === 'busy'}
        onClick={() => void resend()}
      >
        {outcome === 'busy' ? strings['password.forgot.busy'] : strings['signin.resend']}
      </button>
      {/* One region (a status, an alert once the resend failed): the form's own alert stays the
          page's only alert until then. */}
      <FormAlert
        tone={failed ? 'error' : 'success'}
        message={
          failed
            ? strings[outcome]
            : outcome === 'sent'
              ? format(strings['signin.resent'], { email })
              : undefined
        }
      />
    </div>
  );
}
