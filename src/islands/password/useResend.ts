import { useCallback, useRef, useState } from 'react';
import { requestPasswordReset } from '../../lib/api/password';
import { $sessionContext } from '../../lib/stores/session';
import { requestMessageKey, type RequestMessageKey } from './failures';

type ResendState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'sent' }
  | { status: 'failed'; key: RequestMessageKey };

/**
 * Sends the reset link again. Unlike a form submission it may run again after a success (the mail
 * may still not arrive), but never twice at once: a double click sends one request.
 */
export function useResend(email: string | null) {
  const [state, setState] = useState<ResendState>({ status: 'idle' });
  const running = useRef(false);

  const resend = useCallback(async () => {
    if (running.current || !email) return;
    running.current = true;
    setState({ status: 'busy' });
    try {
      await requestPasswordReset(email, $sessionContext.get().from);
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'failed', key: requestMessageKey(error) });
    } finally {
      running.current = false;
    }
  }, [email]);

  return { state, resend };
}
