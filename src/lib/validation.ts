// Form rules of spec section 5 as pure functions, on the checks the API applies too (./rules.ts):
// each returns the message key of the form and the fields at fault, and the "button disabled"
// guards (emptiness only, nothing from ./rules.ts). Also the email typo suggester and the
// invitation-expiry rule. Email values are checked trimmed (autofill often adds a space).

import { isEmailAddress, isEnteredPassword, isNewPassword, isPersonName } from './rules';

export {
  MAX_DOMAIN_LABEL_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_EMAIL_LOCAL_PART_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './rules';

/** Translation keys (namespace `errors`) the rules below produce. */
export type ValidationMessageKey =
  | 'errors.incorrectEmail'
  | 'errors.form'
  | 'errors.invalidCredentials'
  | 'errors.emailNotFound'
  | 'errors.passwordLimit'
  | 'errors.passwordMismatch'
  | 'errors.fieldRequired'
  | 'errors.termsRequired';

export interface FieldError<F extends string = string> {
  field: F;
  key: ValidationMessageKey;
}

/** Outcome of a form check: `key` is the form-level message, `fields` tie errors to inputs. */
export type ValidationResult<F extends string = string> =
  | { ok: true; key: null; fields: [] }
  | { ok: false; key: ValidationMessageKey; fields: FieldError<F>[] };

const VALID = { ok: true, key: null, fields: [] } as const satisfies ValidationResult<never>;

function result<F extends string>(
  key: ValidationMessageKey,
  fields: FieldError<F>[],
): ValidationResult<F> {
  return fields.length === 0 ? { ...VALID, fields: [] } : { ok: false, key, fields };
}

/** The shared email rule (src/lib/rules.ts): trimmed, ≤ 254 chars, local part ≤ 64, labels ≤ 63. */
export function isValidEmail(value: string): boolean {
  return isEmailAddress(value);
}

/** True when the password passes the shared rule: at least 6 characters (and at most 200). */
export function isPasswordLongEnough(password: string): boolean {
  return isNewPassword(password);
}

const PLAN_ID = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

/** True for a plausible plan id such as `essential1-eur-yearly` (letters, digits, - and _). */
export function isPlanId(value: unknown): value is string {
  return typeof value === 'string' && PLAN_ID.test(value);
}

export type RegistrationField = 'email' | 'firstName' | 'lastName' | 'password' | 'terms';

export interface RegistrationValues {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  acceptTerms: boolean;
}

/** Registration submit guard (main, invitation and Sonos pages): generic form error when it fails. */
export function validateRegistration(
  values: RegistrationValues,
): ValidationResult<RegistrationField> {
  const fields: FieldError<RegistrationField>[] = [];
  if (!isEmailAddress(values.email)) fields.push({ field: 'email', key: 'errors.incorrectEmail' });
  if (!isPersonName(values.firstName)) {
    fields.push({ field: 'firstName', key: 'errors.fieldRequired' });
  }
  if (!isPersonName(values.lastName))
    fields.push({ field: 'lastName', key: 'errors.fieldRequired' });
  if (!isNewPassword(values.password)) {
    fields.push({ field: 'password', key: 'errors.passwordLimit' });
  }
  if (!values.acceptTerms) fields.push({ field: 'terms', key: 'errors.termsRequired' });
  return result('errors.form', fields);
}

/** Sonos registration submit guard: as registration; the activation code is deliberately not checked. */
export function validateSonosRegistration(
  values: RegistrationValues & { activationCode: string },
): ValidationResult<RegistrationField> {
  return validateRegistration(values);
}

/** Registration button: disabled while a field is empty or the terms are unticked. */
export function isRegistrationSubmitDisabled(values: RegistrationValues): boolean {
  return (
    values.email === '' ||
    values.firstName === '' ||
    values.lastName === '' ||
    values.password === '' ||
    !values.acceptTerms
  );
}

/** Sonos registration button: as registration, and also while the activation code is empty. */
export function isSonosRegistrationSubmitDisabled(
  values: RegistrationValues & { activationCode: string },
): boolean {
  return isRegistrationSubmitDisabled(values) || values.activationCode === '';
}

export type SignInField = 'email' | 'password';

/** Sign-in guard: valid email and a non-empty password, else the wrong-credentials message. */
export function validateSignIn(values: {
  email: string;
  password: string | undefined;
}): ValidationResult<SignInField> {
  const fields: FieldError<SignInField>[] = [];
  if (!isEmailAddress(values.email)) {
    fields.push({ field: 'email', key: 'errors.invalidCredentials' });
  }
  if (values.password === undefined || !isEnteredPassword(values.password)) {
    fields.push({ field: 'password', key: 'errors.invalidCredentials' });
  }
  return result('errors.invalidCredentials', fields);
}

/** Sign-in button: disabled while the email is empty. */
export function isSignInSubmitDisabled(values: { email: string }): boolean {
  return values.email === '';
}

/** Forgot-password guard: a valid email, else the email-not-found message. */
export function validateForgotPassword(values: { email: string }): ValidationResult<'email'> {
  return result(
    'errors.emailNotFound',
    isEmailAddress(values.email) ? [] : [{ field: 'email', key: 'errors.emailNotFound' }],
  );
}

/** Forgot-password button: disabled while the email is empty. */
export function isForgotPasswordSubmitDisabled(values: { email: string }): boolean {
  return values.email === '';
}

export type RenewPasswordField = 'password' | 'confirmation';

/** Renew-password guard: at least 6 characters first, then both entries equal. */
export function validateRenewPassword(values: {
  password: string;
  confirmation: string;
}): ValidationResult<RenewPasswordField> {
  if (!isPasswordLongEnough(values.password)) {
    return result('errors.passwordLimit', [{ field: 'password', key: 'errors.passwordLimit' }]);
  }
  if (values.password !== values.confirmation) {
    return result('errors.passwordMismatch', [
      { field: 'confirmation', key: 'errors.passwordMismatch' },
    ]);
  }
  // Stryker disable next-line StringLiteral: a result without fields is valid whatever its key.
  return result('errors.passwordMismatch', []);
}

/** Renew-password save button: disabled while either field is empty. */
export function isRenewPasswordSubmitDisabled(values: {
  password: string;
  confirmation: string;
}): boolean {
  return values.password === '' || values.confirmation === '';
}

/** Query values of an invitation link that decide whether it expired. */
export interface InvitationExpiry {
  expiredAt?: string | null;
  expiresAt?: string | null;
}

/**
 * True when the invitation expired: expiredAt is present (any non-null value), or expiresAt parses
 * and lies strictly before `now`. An unparseable expiresAt counts as not expired.
 */
export function isInvitationExpired(invitation: InvitationExpiry, now: Date = new Date()): boolean {
  if (invitation.expiredAt !== undefined && invitation.expiredAt !== null) return true;
  if (!invitation.expiresAt) return false;
  const expiresAt = Date.parse(invitation.expiresAt);
  return !Number.isNaN(expiresAt) && expiresAt < now.getTime();
}
