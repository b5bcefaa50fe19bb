// Form rules of spec section 5 as pure functions, on the checks the API applies too (./rules.ts):
// each returns the fields at fault, each with the message that field shows: a field's message is
// decided here and nowhere else. They run on submit, so they load with the submit paths; the
// "button disabled" rule every form needs at once is each field's `needed` in its declaration
// (islands/ui/form.ts). Email values are checked trimmed (autofill often adds a space).

import { isEmailAddress, isEnteredPassword, isNewPassword, isPersonName } from './rules';

/** Translation keys (namespace `errors`) the rules below produce. */
type ValidationMessageKey =
  | 'errors.incorrectEmail'
  | 'errors.invalidCredentials'
  | 'errors.emailNotFound'
  | 'errors.passwordLimit'
  | 'errors.passwordMismatch'
  | 'errors.fieldRequired'
  | 'errors.nameInvalid'
  | 'errors.termsRequired';

export interface FieldError<F extends string = string, K extends string = ValidationMessageKey> {
  field: F;
  /** The message the field shows, as it shows it. */
  key: K;
}

/**
 * Outcome of a form check: `fields` tie each error to its input (each form says what its alert
 * shows, islands/<flow>/failures.ts).
 */
export type ValidationResult<F extends string = string, K extends string = ValidationMessageKey> =
  { ok: true; fields: [] } | { ok: false; fields: FieldError<F, K>[] };

function result<F extends string, K extends ValidationMessageKey>(
  fields: FieldError<F, K>[],
): ValidationResult<F, K> {
  return fields.length === 0 ? { ok: true, fields: [] } : { ok: false, fields };
}

export type RegistrationField = 'email' | 'firstName' | 'lastName' | 'password' | 'terms';

/** What a registration field can show. */
type RegistrationMessageKey =
  | 'errors.incorrectEmail'
  | 'errors.fieldRequired'
  | 'errors.nameInvalid'
  | 'errors.passwordLimit'
  | 'errors.termsRequired';

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
): ValidationResult<RegistrationField, RegistrationMessageKey> {
  const fields: FieldError<RegistrationField, RegistrationMessageKey>[] = [];
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
  return result(fields);
}

export type SignInField = 'email' | 'password';

/** What a sign-in (or Sonos link) field can show. */
type SignInMessageKey =
  'errors.incorrectEmail' | 'errors.fieldRequired' | 'errors.invalidCredentials';

/**
 * Sign-in guard, also the Sonos link's (the API checks both with the same rule, rules.ts
 * `signInRules`): a valid email and a non-empty password within the API's bound, else the
 * wrong-credentials message. An empty password is required; one past the bound cannot be right.
 */
export function validateSignIn(values: {
  email: string;
  password: string | undefined;
}): ValidationResult<SignInField, SignInMessageKey> {
  const fields: FieldError<SignInField, SignInMessageKey>[] = [];
  const { email, password = '' } = values;
  if (!isEmailAddress(email)) fields.push({ field: 'email', key: 'errors.incorrectEmail' });
  if (password === '') fields.push({ field: 'password', key: 'errors.fieldRequired' });
  else if (!isEnteredPassword(password)) {
    fields.push({ field: 'password', key: 'errors.invalidCredentials' });
  }
  return result(fields);
}

/** Forgot-password guard: a valid email, else the email-not-found message. */
export function validateForgotPassword(values: {
  email: string;
}): ValidationResult<'email', 'errors.emailNotFound'> {
  return result(
    isEmailAddress(values.email) ? [] : [{ field: 'email', key: 'errors.emailNotFound' }],
  );
}

type RenewPasswordField = 'password' | 'confirmation';

/** Renew-password guard: at least 6 characters first, then both entries equal. */
export function validateRenewPassword(values: {
  password: string;
  confirmation: string;
}): ValidationResult<RenewPasswordField, 'errors.passwordLimit' | 'errors.passwordMismatch'> {
  if (!isNewPassword(values.password)) {
    return result([{ field: 'password', key: 'errors.passwordLimit' }]);
  }
  if (values.password !== values.confirmation) {
    return result([{ field: 'confirmation', key: 'errors.passwordMismatch' }]);
  }
  // Stryker disable next-line StringLiteral: a result without fields is valid whatever its key.
  return result([]);
}
