import { useCallback } from 'react';
import { requestPasswordReset } from '../../lib/api/password';
import { $sessionContext } from '../../lib/stores/session';
import { useSubmission } from '../ui/useSubmission';
import { requestMessageKey } from './failures';

/**
 * Sends the reset link again: a submission (ui/useSubmission) that may run again after a success
 * (the mail may still not arrive), but never twice at once: a double click sends one request.
 */
export function useResend(email: string | null) {
  const { state, run } = useSubmission(requestMessageKey, true /* repeatable */);
  const resend = useCallback(async () => {
    if (email) await run(() => requestPasswordReset(email, $sessionContext.get().from));
  }, [email, run]);
  return { state, resend };
}
