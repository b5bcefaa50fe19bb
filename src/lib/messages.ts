// What a screen says when something fails: the one place that turns a failure into a translation
// key. `errorMessageKey` decides by the failure's kind; `failureKey` keeps that key only when the
// screen has its text (it receives few), else the screen's own fallback, so a surprising failure
// can never render a missing text.

import { isApiError } from './api/error-kinds';
import { ERROR_CODES } from './api/error-codes';
import type { TranslationKey } from './i18n';
import { knownKey } from './i18n/format';

/** Failures that say nothing about what was typed: the request did not get through. */
export const TRANSPORT_ERROR_KEYS = [
  'errors.network',
  'errors.timeout',
  'errors.server',
  'errors.rateLimited',
] as const satisfies readonly TranslationKey[];

export type TransportErrorKey = (typeof TRANSPORT_ERROR_KEYS)[number];

/** A new password the API refused as guessable: why, in the form's words (at the password field). */
export const PASSWORD_REFUSAL_KEYS = [
  'errors.passwordCommon',
  'errors.passwordIsEmail',
  'errors.passwordIsBrand',
] as const satisfies readonly TranslationKey[];

type PasswordRefusalKey = (typeof PASSWORD_REFUSAL_KEYS)[number];

/** Translation keys of the failures every screen can meet. */
type ErrorMessageKey =
  | PasswordRefusalKey
  | TransportErrorKey
  | 'errors.invalidCredentials'
  | 'errors.trialEnded'
  | 'errors.emailAlready'
  | 'errors.emailNotFound'
  | 'errors.activationCodeInvalid'
  | 'errors.linkCodeUsed'
  | 'errors.googleNoAccount';

/** Server codes with a message of their own (an unconfirmed account reads as wrong credentials). */
const CODE_KEYS: Partial<Record<string, ErrorMessageKey>> = {
  [ERROR_CODES.userExists]: 'errors.emailAlready',
  [ERROR_CODES.userNotFound]: 'errors.emailNotFound',
  [ERROR_CODES.activationCodeInvalid]: 'errors.activationCodeInvalid',
  // A Sonos link code that was used or expired: retyping the password cannot help.
  [ERROR_CODES.linkCodeInvalid]: 'errors.linkCodeUsed',
  [ERROR_CODES.emailNotConfirmed]: 'errors.invalidCredentials',
  [ERROR_CODES.passwordCommon]: 'errors.passwordCommon',
  [ERROR_CODES.passwordIsEmail]: 'errors.passwordIsEmail',
  [ERROR_CODES.passwordIsBrand]: 'errors.passwordIsBrand',
  [ERROR_CODES.googleAccountNotFound]: 'errors.googleNoAccount',
};

/** True for a key of PASSWORD_REFUSAL_KEYS. */
export const isPasswordRefusal = (key: string): key is PasswordRefusalKey =>
  (PASSWORD_REFUSAL_KEYS as readonly string[]).includes(key);

/**
 * The message of a failure by its kind, or `fallback` when the screen must decide (a 400 code
 * without a message of its own, the status text of a token refusal, anything not from the API).
 */
export function errorMessageKey<F extends string | null>(
  error: unknown,
  fallback: F,
): ErrorMessageKey | F {
  if (!isApiError(error)) return fallback;
  switch (error.kind) {
    case 'network':
      return 'errors.network';
    case 'timeout':
      return 'errors.timeout';
    // A success status with a body of the wrong shape: the service misbehaved, not the user.
    case 'invalidResponse':
      return 'errors.server';
    // The invalid-credentials text also tells a new user to activate the account first.
    case 'invalidCredentials':
      return 'errors.invalidCredentials';
    case 'trialEnded':
      return 'errors.trialEnded';
    default: {
      const byCode = error.code === undefined ? undefined : CODE_KEYS[error.code];
      if (byCode) return byCode;
      if (error.status === 429) return 'errors.rateLimited';
      return error.status !== undefined && error.status >= 500 ? 'errors.server' : fallback;
    }
  }
}

/** The message a screen shows for `error`: its key when the screen has it (`allowed`), else `fallback`. */
export function failureKey<K extends string, F extends string | null>(
  error: unknown,
  fallback: F,
  allowed: readonly K[],
): K | F {
  return knownKey(errorMessageKey(error, fallback), allowed, fallback);
}

const INVITATION_MESSAGE_KEYS = {
  [ERROR_CODES.invitationNotFound]: 'errors.invitationNotFound',
  [ERROR_CODES.invitationExpired]: 'errors.invitationExpired',
  [ERROR_CODES.invitationUsed]: 'errors.invitationUsed',
  [ERROR_CODES.invitationOtherAccount]: 'errors.invitationOtherAccount',
} as const;

type InvitationMessageKey = (typeof INVITATION_MESSAGE_KEYS)[keyof typeof INVITATION_MESSAGE_KEYS];

/** The translation key of an invitation refusal (unknown, expired, used, another's); else null. */
export function invitationMessageKey(code: string | undefined): InvitationMessageKey | null {
  // Own keys only: a code such as 'toString' must not find Object.prototype's function.
  return code !== undefined && Object.hasOwn(INVITATION_MESSAGE_KEYS, code)
    ? INVITATION_MESSAGE_KEYS[code as keyof typeof INVITATION_MESSAGE_KEYS]
    : null;
}

/** What the passkeys page says when creating, listing or removing one fails. */
export const PASSKEY_FAILURE_KEYS = [
  ...TRANSPORT_ERROR_KEYS,
  'passkeys.error.cancelled',
  'passkeys.error.exists',
  'passkeys.error.notSupported',
  'passkeys.error.expired',
  'passkeys.error.failed',
  'passkeys.error.session',
] as const satisfies readonly TranslationKey[];

type PasskeyFailureKey = (typeof PASSKEY_FAILURE_KEYS)[number];

const PASSKEY_CODE_KEYS = {
  [ERROR_CODES.passkeyChallengeInvalid]: 'passkeys.error.expired',
  [ERROR_CODES.passkeyVerificationFailed]: 'passkeys.error.failed',
} as const;

/**
 * The browser's refusals of a ceremony by their DOMException name (@simplewebauthn/browser keeps
 * it): a cancelled prompt and a timed-out one are the same NotAllowedError, so one text says both.
 */
const WEBAUTHN_KEYS: Partial<Record<string, PasskeyFailureKey>> = {
  NotAllowedError: 'passkeys.error.cancelled',
  AbortError: 'passkeys.error.cancelled',
  InvalidStateError: 'passkeys.error.exists',
  NotSupportedError: 'passkeys.error.notSupported',
  ConstraintError: 'passkeys.error.notSupported',
  SecurityError: 'passkeys.error.notSupported',
};

/** The message of a failure on the passkeys page; `fallback` for anything unforeseen. */
export function passkeyFailureKey(error: unknown, fallback: PasskeyFailureKey): PasskeyFailureKey {
  if (isApiError(error)) {
    if (error.kind === 'sessionExpired') return 'passkeys.error.session';
    if (error.code !== undefined && Object.hasOwn(PASSKEY_CODE_KEYS, error.code)) {
      return PASSKEY_CODE_KEYS[error.code as keyof typeof PASSKEY_CODE_KEYS];
    }
    return failureKey(error, fallback, TRANSPORT_ERROR_KEYS);
  }
  // Own keys only: a name such as 'toString' must not find Object.prototype's function.
  return (
    (error instanceof Error && Object.hasOwn(WEBAUTHN_KEYS, error.name)
      ? WEBAUTHN_KEYS[error.name]
      : undefined) ?? fallback
  );
}

/** What /signin says when a passkey sign-in fails: its own refusals, then the password grant's. */
export const PASSKEY_SIGNIN_KEYS = [
  'signin.passkey.cancelled',
  'signin.passkey.unknown',
  'signin.passkey.wrongDevice',
  'signin.passkey.expired',
  'signin.passkey.failed',
  'signin.passkey.notSupported',
] as const satisfies readonly TranslationKey[];

type PasskeySignInKey = (typeof PASSKEY_SIGNIN_KEYS)[number];

const PASSKEY_SIGNIN_CODE_KEYS = {
  [ERROR_CODES.passkeyUnknown]: 'signin.passkey.unknown',
  [ERROR_CODES.passkeyChallengeInvalid]: 'signin.passkey.expired',
  [ERROR_CODES.passkeyVerificationFailed]: 'signin.passkey.failed',
} as const;

/**
 * The browser's refusals of a sign-in by their DOMException name: cancelled and timed out are one
 * NotAllowedError (also what a device without a passkey for this site ends in); a passkey that
 * belongs to another site or device is a SecurityError or InvalidStateError.
 */
const WEBAUTHN_SIGNIN_KEYS: Partial<Record<string, PasskeySignInKey>> = {
  NotAllowedError: 'signin.passkey.cancelled',
  AbortError: 'signin.passkey.cancelled',
  SecurityError: 'signin.passkey.wrongDevice',
  InvalidStateError: 'signin.passkey.wrongDevice',
};

/**
 * The message of a failed passkey sign-in: the passkey's own refusals, else what the password
 * grant would say (`errorMessageKey`: unconfirmed, trial ended, transport) when `allowed` has it,
 * else "this browser cannot" (a browser error nobody foresaw).
 */
export function passkeySignInKey<K extends string>(
  error: unknown,
  allowed: readonly K[],
): K | PasskeySignInKey | 'errors.server' {
  if (isApiError(error)) {
    if (error.code !== undefined && Object.hasOwn(PASSKEY_SIGNIN_CODE_KEYS, error.code)) {
      return PASSKEY_SIGNIN_CODE_KEYS[error.code as keyof typeof PASSKEY_SIGNIN_CODE_KEYS];
    }
    return failureKey(error, 'errors.server', allowed);
  }
  return (
    (error instanceof Error && Object.hasOwn(WEBAUTHN_SIGNIN_KEYS, error.name)
      ? WEBAUTHN_SIGNIN_KEYS[error.name]
      : undefined) ?? 'signin.passkey.notSupported'
  );
}
