// Form rules of spec section 5 as pure functions, on the checks the API applies too (./rules.ts):
// each returns the message key of the form and the fields at fault. They run on submit, so they
// load with the submit paths; the "button disabled" rules every form needs at once are in
// submit-guards.ts. Email values are checked trimmed (autofill often adds a space).

import { isEmailAddress, isEnteredPassword, isNewPassword, isPersonName } from './rules';

/** Translation keys (namespace `errors`) the rules below produce. */
type ValidationMessageKey =
  | 'errors.incorrectEmail'
  | 'errors.form'
  | 'errors.invalidCredentials'
  | 'errors.emailNotFound'
  | 'errors.passwordLimit'
  | 'errors.passwordMismatch'
  | 'errors.fieldRequired'
  | 'errors.nameInvalid'
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
function isPasswordLongEnough(password: string): boolean {
  return isNewPassword(password);
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
  for (const field of ['firstName', 'lastName'] as const) {
    const name = values[field];
    if (!isPersonName(name)) {
      fields.push({
        field,
        key: name.trim() === '' ? 'errors.fieldRequired' : 'errors.nameInvalid',
      });
    }
  }
  if (!isNewPassword(values.password)) {
    fields.push({ field: 'password', key: 'errors.passwordLimit' });
  }
  if (!values.acceptTerms) fields.push({ field: 'terms', key: 'errors.termsRequired' });
  return result('errors.form', fields);
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

/** Forgot-password guard: a valid email, else the email-not-found message. */
export function validateForgotPassword(values: { email: string }): ValidationResult<'email'> {
  return result(
    'errors.emailNotFound',
    isEmailAddress(values.email) ? [] : [{ field: 'email', key: 'errors.emailNotFound' }],
  );
}

type RenewPasswordField = 'password' | 'confirmation';

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
