// What the registration forms (/, the invitation page, /signin-sonos) show when something goes
// wrong: a form-level message (FormAlert) and messages tied to fields, in form order (focus moves
// to the first). Every failure maps to a key the island receives, so a surprising error never
// renders a missing text. Loaded with the submit path (sendRegistration.ts).

import { isApiError } from '../../lib/api/error-kinds';
import type { TranslationKey } from '../../lib/i18n';
import {
  errorMessageKey,
  failureKey,
  invitationMessageKey,
  isPasswordRefusal,
  PASSWORD_REFUSAL_KEYS,
  TRANSPORT_ERROR_KEYS,
} from '../../lib/messages';
import type { RegistrationField, validateRegistration } from '../../lib/validation';
import { checkFailure } from '../ui/checkFailure';
import type { FieldFailure } from '../ui/useFailureForm';

export const REGISTER_MESSAGE_KEYS = [
  ...TRANSPORT_ERROR_KEYS,
  'errors.form',
  'errors.emailAlready',
  'errors.incorrectEmail',
  'errors.fieldRequired',
  'errors.nameInvalid',
  'errors.passwordLimit',
  ...PASSWORD_REFUSAL_KEYS,
  'errors.termsRequired',
] as const satisfies readonly TranslationKey[];

export type RegisterMessageKey = (typeof REGISTER_MESSAGE_KEYS)[number];

/** The messages of an invitation's own refusal. */
type InvitationMessageKey = NonNullable<ReturnType<typeof invitationMessageKey>>;

/** A failed registration check: the generic form error, each field with its own message. */
export function registerValidationFailure(
  result: ReturnType<typeof validateRegistration>,
): FieldFailure<RegistrationField, RegisterMessageKey> {
  return checkFailure(result, 'errors.form');
}

/**
 * A refused registration (spec 8): E_USER_EXIST → the email is taken; a guessable password → why,
 * at the password field; else the generic error.
 */
export function registerRequestFailure(
  error: unknown,
): FieldFailure<RegistrationField, RegisterMessageKey> {
  const alert = failureKey(error, 'errors.form', [
    ...TRANSPORT_ERROR_KEYS,
    'errors.emailAlready',
    ...PASSWORD_REFUSAL_KEYS,
  ]);
  if (isPasswordRefusal(alert)) {
    return { alert, fields: [{ field: 'password', key: alert }], focus: 'password' };
  }
  return { alert, fields: [], focus: alert === 'errors.emailAlready' ? 'email' : null };
}

/**
 * A refused registration: the invitation's own refusal (unknown, expired, used: the API checks it
 * before creating anything) in the page's language, else what the main form shows.
 */
export function invitationRegisterFailure(
  error: unknown,
): FieldFailure<RegistrationField, RegisterMessageKey | InvitationMessageKey> {
  const key = isApiError(error) ? invitationMessageKey(error.code) : null;
  return key ? { alert: key, fields: [], focus: null } : registerRequestFailure(error);
}

type SonosRegisterField = RegistrationField | 'activationCode';
type SonosRegisterMessageKey = RegisterMessageKey | 'errors.activationCodeInvalid';

/** A refused Sonos registration: a wrong activation code is the code field's fault. */
export function sonosRegisterFailure(
  error: unknown,
): FieldFailure<SonosRegisterField, SonosRegisterMessageKey> {
  if (errorMessageKey(error, null) === 'errors.activationCodeInvalid') {
    return {
      alert: 'errors.activationCodeInvalid',
      fields: [{ field: 'activationCode', key: 'errors.activationCodeInvalid' }],
      focus: 'activationCode',
    };
  }
  return registerRequestFailure(error);
}
