// The "button disabled" rules of spec section 5: a submit button stays disabled while a field it
// needs is empty. Separate from the field checks (validation.ts) because every form needs these
// from the first render, and the checks only once it is submitted (they load with the submit path).

import type { RegistrationValues } from './validation';

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

/** Sign-in button: disabled while the email is empty. */
export function isSignInSubmitDisabled(values: { email: string }): boolean {
  return values.email === '';
}

/** Sonos link button: disabled while the email or the password is empty. */
export function isSonosLinkSubmitDisabled(values: { email: string; password: string }): boolean {
  return values.email === '' || values.password === '';
}

/** Forgot-password button: disabled while the email is empty. */
export function isForgotPasswordSubmitDisabled(values: { email: string }): boolean {
  return values.email === '';
}

/** Renew-password save button: disabled while either field is empty. */
export function isRenewPasswordSubmitDisabled(values: {
  password: string;
  confirmation: string;
}): boolean {
  return values.password === '' || values.confirmation === '';
}
