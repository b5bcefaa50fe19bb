// Typed failures of the account API. The UI tells them apart with the guards below and maps them to
// translation keys (errorMessageKey); messages never contain tokens or passwords.

import { ERROR_CODES } from './types';

/** Code used when a 400 answer carries no readable `code`. */
export const UNKNOWN_ERROR_CODE = 'E_UNKNOWN';

/** Base class of every failure raised by the API layer. */
export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  /** HTTP status of the answer, when there was one. */
  readonly status: number | undefined;
  /** Machine code from the JSON error body, when there was one. */
  readonly code: string | undefined;
  /** Human message from the JSON error body, when there was one. */
  readonly serverMessage: string | undefined;

  constructor(
    message: string,
    details: { status?: number; code?: string; serverMessage?: string },
  ) {
    super(message);
    this.name = new.target.name;
    this.status = details.status;
    this.code = details.code;
    this.serverMessage = details.serverMessage;
  }
}

export type ApiErrorKind =
  | 'code'
  | 'internal'
  | 'invalidCredentials'
  | 'trialEnded'
  | 'token'
  | 'sessionExpired'
  | 'invalidResponse'
  | 'network'
  | 'timeout';

/** A 400 answer: the server's error code (e.g. E_USER_EXIST). */
export class ApiCodeError extends ApiError {
  readonly kind = 'code';
  declare readonly code: string;
  constructor(code: string, serverMessage?: string) {
    super(`API error ${code}`, { status: 400, code, serverMessage });
  }
}

/** Any status the shared handling does not expect (5xx, 403, 404, 429, a 401 after refresh…). */
export class InternalServerError extends ApiError {
  readonly kind = 'internal';
  declare readonly status: number;
  constructor(status: number, code?: string, serverMessage?: string) {
    super(`API answered status ${status}`, { status, code, serverMessage });
  }
}

/** POST /v1/token refused the email/password or Google credential (E_INVALID_CREDENTIALS). */
export class InvalidCredentialsError extends ApiError {
  readonly kind = 'invalidCredentials';
  constructor(status: number, serverMessage?: string) {
    super('Invalid credentials', { status, code: ERROR_CODES.invalidCredentials, serverMessage });
  }
}

/** POST /v1/token answered 498: the account's trial period has ended. */
export class TrialEndedError extends ApiError {
  readonly kind = 'trialEnded';
  constructor(code?: string, serverMessage?: string) {
    super('Trial period ended', { status: 498, code, serverMessage });
  }
}

/** Any other refusal of POST /v1/token; the message is the HTTP status text. */
export class TokenRequestError extends ApiError {
  readonly kind = 'token';
  declare readonly status: number;
  constructor(status: number, statusText: string, code?: string, serverMessage?: string) {
    super(statusText || `Token request failed with status ${status}`, {
      status,
      code,
      serverMessage,
    });
  }
}

/** The access token expired and the refresh token was refused: the session has been cleared. */
export class SessionExpiredError extends ApiError {
  readonly kind = 'sessionExpired';
  constructor(status?: number, code?: string) {
    super('Session expired', { status, code });
  }
}

/** A success status whose body does not have the promised shape. */
export class InvalidResponseError extends ApiError {
  readonly kind = 'invalidResponse';
  constructor(what: string, status?: number) {
    super(`Unexpected answer from ${what}`, { status });
  }
}

/** The server could not be reached (offline, DNS, connection refused, CORS). */
export class NetworkError extends ApiError {
  readonly kind = 'network';
  constructor(options?: { cause?: unknown }) {
    super('Network failure', {});
    if (options && 'cause' in options) this.cause = options.cause;
  }
}

/** The server did not answer within the client's timeout. */
export class TimeoutError extends ApiError {
  readonly kind = 'timeout';
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`, {});
  }
}

/** True for any failure raised by the API layer. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a 400 answer, optionally with the given server code. */
export function isApiCodeError(error: unknown, code?: string): error is ApiCodeError {
  return error instanceof ApiCodeError && (code === undefined || error.code === code);
}

/** True for an unexpected status (the shared "internal server error"). */
export function isInternalServerError(error: unknown): error is InternalServerError {
  return error instanceof InternalServerError;
}

/** True when sign-in was refused for a wrong email/password or credential. */
export function isInvalidCredentialsError(error: unknown): error is InvalidCredentialsError {
  return error instanceof InvalidCredentialsError;
}

/** True when sign-in was refused because the trial period ended (498). */
export function isTrialEndedError(error: unknown): error is TrialEndedError {
  return error instanceof TrialEndedError;
}

/** True for another refusal of the token endpoint (its message is the status text). */
export function isTokenRequestError(error: unknown): error is TokenRequestError {
  return error instanceof TokenRequestError;
}

/** True when the session ended because the refresh token was refused. */
export function isSessionExpiredError(error: unknown): error is SessionExpiredError {
  return error instanceof SessionExpiredError;
}

/** True when a success answer had an unexpected shape. */
export function isInvalidResponseError(error: unknown): error is InvalidResponseError {
  return error instanceof InvalidResponseError;
}

/** True when the server could not be reached. */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/** True when the server did not answer in time. */
export function isTimeoutError(error: unknown): error is TimeoutError {
  return error instanceof TimeoutError;
}

/** Translation keys (namespace `errors`) of the failures every screen can meet. */
export type ErrorMessageKey =
  | 'errors.invalidCredentials'
  | 'errors.trialEnded'
  | 'errors.emailAlready'
  | 'errors.emailNotFound'
  | 'errors.activationCodeInvalid'
  | 'errors.network'
  | 'errors.timeout'
  | 'errors.server'
  | 'errors.rateLimited'
  | 'errors.unexpected';

/**
 * The translation key for a failure, or `fallback` when the screen must decide (e.g. a 400 code
 * this table does not know, or the status text of a token refusal).
 */
export function errorMessageKey<F extends string>(
  error: unknown,
  fallback: F,
): ErrorMessageKey | F {
  if (isNetworkError(error)) return 'errors.network';
  if (isTimeoutError(error)) return 'errors.timeout';
  // A success status with a body of the wrong shape: the service misbehaved, not the user.
  if (isInvalidResponseError(error)) return 'errors.server';
  // The invalid-credentials text also tells a new user to activate the account first.
  if (
    isInvalidCredentialsError(error) ||
    (isApiError(error) && error.code === ERROR_CODES.emailNotConfirmed)
  ) {
    return 'errors.invalidCredentials';
  }
  if (isTrialEndedError(error)) return 'errors.trialEnded';
  if (isApiCodeError(error, ERROR_CODES.userExists)) return 'errors.emailAlready';
  if (isApiCodeError(error, ERROR_CODES.userNotFound)) return 'errors.emailNotFound';
  if (isApiCodeError(error, ERROR_CODES.activationCodeInvalid))
    return 'errors.activationCodeInvalid';
  if (isApiError(error) && error.status === 429) return 'errors.rateLimited';
  // Stryker disable next-line ConditionalExpression: `undefined >= 500` is false; the check is for the type.
  if (isApiError(error) && error.status !== undefined && error.status >= 500)
    return 'errors.server';
  return fallback;
}
