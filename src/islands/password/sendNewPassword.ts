// The submit path of the renew form, loaded once the user starts typing (ResetPasswordForm): the
// field checks, the new password, and where the user goes next.

import { renewPassword } from '../../lib/api/password';
import { buildPasswordResetPayload } from '../../lib/api/payloads';
import { navigate } from '../../lib/navigation';
import { type EmailState } from '../../lib/navigation/states';
import { appReturnUrl } from '../../lib/redirects';
import { $sessionContext } from '../../lib/stores/session';
import { AccountNotFoundError, ResetLinkUsedError } from './failures';
export { ResetLinkUsedError } from './failures';
export { renewFailure, renewValidationFailure } from './failures';
import type { ResetLink } from '../../lib/reset-link';

export { validateRenewPassword } from '../../lib/validation';

/**
 * Saves the new password of the reset link's account; throws ResetLinkUsedError for a link used or
 * expired since the page opened, AccountNotFoundError when its account is gone.
 */
export async function sendNewPassword(
  link: ResetLink,
  password: string,
  confirmation: string,
): Promise<void> {
  const payload = buildPasswordResetPayload(password, confirmation, link.token);
  const result = await renewPassword(payload);
  if (result === 'linkUsed') throw new ResetLinkUsedError();
  if (result === 'accountNotFound') throw new AccountNotFoundError();
  const state: EmailState = { email: link.email };
  // A reset asked for from an app ends on the screen that leads back to it (spec section 2).
  const fromApp = appReturnUrl($sessionContext.get().from, null) !== null;
  navigate(fromApp ? '/password-reset-done' : '/success-password', state);
}
