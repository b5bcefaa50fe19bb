// What the sign-in form shows when something goes wrong: a form-level message
// (FormAlert) and messages tied to fields, in form order (focus moves to the first). Every failure
// maps to a key the island receives, so a surprising error never renders a missing text.

import { isTokenRequestError } from '../../lib/api/errors';
import type { TranslationKey } from '../../lib/i18n';
import { failureKey, PASSKEY_SIGNIN_KEYS, TRANSPORT_ERROR_KEYS } from '../../lib/messages';
import type { SignInField, validateSignIn } from '../../lib/validation';
import { checkFailure } from '../ui/checkFailure';
import type { FieldFailure } from '../ui/useFailureForm';

export const SIGNIN_MESSAGE_KEYS = [
  ...TRANSPORT_ERROR_KEYS,
  'errors.invalidCredentials',
  'errors.trialEnded',
  'errors.loginFailed',
  'errors.incorrectEmail',
  'errors.fieldRequired',
  ...PASSKEY_SIGNIN_KEYS,
] as const satisfies readonly TranslationKey[];

type SignInMessageKey = (typeof SIGNIN_MESSAGE_KEYS)[number];

/** A failed sign-in check: the wrong-credentials message, and what is wrong with each field. */
export function signInValidationFailure(
  result: ReturnType<typeof validateSignIn>,
): FieldFailure<SignInField, SignInMessageKey> {
  return checkFailure(result, 'errors.invalidCredentials');
}

/**
 * A refused sign-in (spec 8): wrong credentials (also an unconfirmed account), trial ended (498),
 * transport failures with their own message, another token status → its status text.
 */
export function signInRequestFailure(error: unknown): FieldFailure<SignInField, SignInMessageKey> {
  const alert = failureKey(error, 'errors.loginFailed', SIGNIN_MESSAGE_KEYS);
  if (alert === 'errors.loginFailed' && isTokenRequestError(error) && error.message !== '') {
    return { alert, alertText: error.message, fields: [], focus: null };
  }
  return { alert, fields: [], focus: null };
}
