// The submit path of /forgot-password, loaded once the user starts typing (ForgotPasswordIsland):
// the field check, the reset request, and the move to "check your inbox".

import { requestPasswordReset } from '../../lib/api/password';
import { navigate } from '../../lib/navigation';
import { type EmailState } from '../../lib/navigation/states';
import { $sessionContext } from '../../lib/stores/session';

export { validateForgotPassword } from '../../lib/validation';
export { forgotRequestFailure, forgotValidationFailure } from './failures';

/** Asks for a reset link for `email`; `done` runs before the move to /new-password. */
export async function sendResetRequest(email: string, done: () => void): Promise<void> {
  await requestPasswordReset(email, $sessionContext.get().from);
  done();
  const state: EmailState = { email };
  navigate('/new-password', state);
}
