// The submit path of the renew form (ui/form.ts), loaded once the user starts typing: the field
// checks, the new password, and where the user goes next.
import { renewPassword } from '../../lib/api/password';
import { buildPasswordResetPayload } from '../../lib/api/payloads';
import { navigate } from '../../lib/navigation/go';
import type { EmailState } from '../../lib/navigation/states';
import { appReturnUrl } from '../../lib/redirects';
import type { ResetLink } from '../../lib/reset-link';
import { $sessionContext } from '../../lib/stores/session';
import { validateRenewPassword } from '../../lib/validation';
import {
  AccountNotFoundError,
  renewFailure,
  renewValidationFailure,
  ResetLinkUsedError,
  type RenewField,
} from './failures';

type Values = Record<RenewField, string>;

/** The reset link the form saves for, and what to do when it turns out used since the page opened. */
export interface RenewContext {
  link: ResetLink;
  onLinkUsed: () => void;
}

const pair = (values: Values) => ({
  password: values.newPassword,
  confirmation: values.newPasswordConfirmation,
});

export function check(values: Values) {
  const result = validateRenewPassword(pair(values));
  return result.ok ? null : renewValidationFailure(result);
}

/**
 * Saves the new password of the reset link's account; throws ResetLinkUsedError for a link used or
 * expired since the page opened, AccountNotFoundError when its account is gone.
 */
export async function send(values: Values, { link }: RenewContext) {
  const { password, confirmation } = pair(values);
  const result = await renewPassword(buildPasswordResetPayload(password, confirmation, link.token));
  if (result === 'linkUsed') throw new ResetLinkUsedError();
  if (result === 'accountNotFound') throw new AccountNotFoundError();
  const state: EmailState = { email: link.email };
  // A reset asked for from an app ends on the screen that leads back to it (spec section 2).
  const fromApp = appReturnUrl($sessionContext.get().from, null) !== null;
  return () => navigate(fromApp ? '/password-reset-done' : '/success-password', state);
}

export function failure(error: unknown, { onLinkUsed }: RenewContext) {
  if (error instanceof ResetLinkUsedError) onLinkUsed();
  return renewFailure(error);
}
