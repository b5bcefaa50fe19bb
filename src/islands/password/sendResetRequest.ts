// The submit path of /forgot-password (ui/form.ts), loaded once the user starts typing: the field
// check, the reset request, and the move to "check your inbox".
import { requestPasswordReset } from '../../lib/api/password';
import { navigate } from '../../lib/navigation/go';
import type { EmailState } from '../../lib/navigation/states';
import { $sessionContext } from '../../lib/stores/session';
import { validateForgotPassword } from '../../lib/validation';
import { forgotRequestFailure, forgotValidationFailure } from './failures';

type Values = Record<'email', string>;

export function check(values: Values) {
  const result = validateForgotPassword({ email: values.email.trim() });
  return result.ok ? null : forgotValidationFailure(result);
}

/** Asks for a reset link, then goes to /new-password with the address. */
export async function send(values: Values) {
  const state: EmailState = { email: values.email.trim() };
  await requestPasswordReset(state.email, $sessionContext.get().from);
  return () => navigate('/new-password', state);
}

export const failure = forgotRequestFailure;
