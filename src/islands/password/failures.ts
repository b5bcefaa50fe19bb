// What the password forms show when something goes wrong: a form-level alert and messages tied to
// fields (ui/useFailureForm). Every failure maps to one of the few keys each island receives, so a
// surprising error can never render a missing text.

import {
  failureKey,
  isPasswordRefusal,
  PASSWORD_REFUSAL_KEYS,
  TRANSPORT_ERROR_KEYS,
} from '../../lib/messages';
import { SUMMARY_KEY } from '../ui/strings';
import { checkFailure } from '../ui/checkFailure';
import type { FieldFailure } from '../ui/useFailureForm';
import type { validateForgotPassword, validateRenewPassword } from '../../lib/validation';

/** The messages the reset request (forgot password, resend) can show. */
export const REQUEST_MESSAGE_KEYS = [...TRANSPORT_ERROR_KEYS, 'errors.emailNotFound'] as const;
export type RequestMessageKey = (typeof REQUEST_MESSAGE_KEYS)[number];

/** The messages the renew form can show. */
export const RENEW_MESSAGE_KEYS = [
  ...TRANSPORT_ERROR_KEYS,
  'errors.unexpected',
  'errors.accountNotFound',
  'errors.passwordLimit',
  'errors.passwordMismatch',
  ...PASSWORD_REFUSAL_KEYS,
] as const;
type RenewMessageKey = (typeof RENEW_MESSAGE_KEYS)[number];

type Failure<F extends string, K extends string> = FieldFailure<F, K | typeof SUMMARY_KEY>;

/** A failed form check of the forgot-password form: the summary, the message at the field. */
export function forgotValidationFailure(
  result: ReturnType<typeof validateForgotPassword>,
): Failure<'email', RequestMessageKey> {
  return checkFailure(result, SUMMARY_KEY);
}

/** The message of a failed reset request (unknown codes read as "email not found", spec 4). */
export function requestMessageKey(error: unknown): RequestMessageKey {
  return failureKey(error, 'errors.emailNotFound', REQUEST_MESSAGE_KEYS);
}

/** A failed reset request on the forgot-password form: a not-found email is the field's fault. */
export function forgotRequestFailure(error: unknown): Failure<'email', RequestMessageKey> {
  const key = requestMessageKey(error);
  return key === 'errors.emailNotFound'
    ? checkFailure({ fields: [{ field: 'email', key }] }, SUMMARY_KEY)
    : { alert: key, fields: [], focus: null };
}

/** Thrown by the renew submission when the API answered "account not found". */
export class AccountNotFoundError extends Error {
  constructor() {
    super('Account not found');
    this.name = 'AccountNotFoundError';
  }
}

/**
 * Thrown by the renew submission when the link can no longer be used (used in another tab, voided
 * or expired since the page opened): the page then says so, with a new link one click away.
 */
export class ResetLinkUsedError extends Error {
  constructor() {
    super('Reset link used');
    this.name = 'ResetLinkUsedError';
  }
}

export type RenewField = 'newPassword' | 'newPasswordConfirmation';

/** A failed form check of the renew form (the library's field names mapped to the inputs'). */
export function renewValidationFailure(
  result: ReturnType<typeof validateRenewPassword>,
): Failure<RenewField, RenewMessageKey> {
  const fields = result.fields.map(({ field, key }) => ({
    field: field === 'password' ? ('newPassword' as const) : ('newPasswordConfirmation' as const),
    key,
  }));
  return checkFailure({ fields }, SUMMARY_KEY);
}

/**
 * A failed renew: "account not found" (a used or expired link); a guessable password says why; a
 * thrown failure shows its transport message, anything else the unexpected-error message (spec 8).
 */
export function renewFailure(error: unknown): Failure<RenewField, RenewMessageKey> {
  const alert =
    error instanceof AccountNotFoundError
      ? 'errors.accountNotFound'
      : failureKey(error, 'errors.unexpected', [...TRANSPORT_ERROR_KEYS, ...PASSWORD_REFUSAL_KEYS]);
  // A guessable password: the reason sits at the new password, which keeps focus to be replaced.
  if (isPasswordRefusal(alert)) {
    return { alert, fields: [{ field: 'newPassword', key: alert }], focus: 'newPassword' };
  }
  return { alert, fields: [], focus: null };
}
