// Typed failures of the account API, told apart by their `kind`: the guards below read it rather
// than the class, so a failure is recognised whichever bundle built it (the client's chunk loads
// on first use; the islands carry only what they throw). lib/messages.ts maps a kind to what the
// screen says. Messages never contain tokens or passwords.

import type { ERROR_CODES } from './error-codes';

/** The code of a refused sign-in, written out: ERROR_CODES stays out of the chunk every page loads. */
export const INVALID_CREDENTIALS_CODE: (typeof ERROR_CODES)['invalidCredentials'] =
  'E_INVALID_CREDENTIALS';

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

type ApiErrorKind =
  | 'code'
  | 'unexpectedStatus'
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
export class UnexpectedStatusError extends ApiError {
  readonly kind = 'unexpectedStatus';
  declare readonly status: number;
  constructor(status: number, code?: string, serverMessage?: string) {
    super(`API answered status ${status}`, { status, code, serverMessage });
  }
}

/** POST /v1/token refused the email/password or Google credential (E_INVALID_CREDENTIALS). */
export class InvalidCredentialsError extends ApiError {
  readonly kind = 'invalidCredentials';
  constructor(status: number, serverMessage?: string) {
    super('Invalid credentials', { status, code: INVALID_CREDENTIALS_CODE, serverMessage });
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

const KINDS: readonly string[] = [
  'code',
  'unexpectedStatus',
  'invalidCredentials',
  'trialEnded',
  'token',
  'sessionExpired',
  'invalidResponse',
  'network',
  'timeout',
] satisfies readonly ApiErrorKind[];

/** True for any failure raised by the API layer. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && KINDS.includes((error as Partial<ApiError>).kind ?? '');
}

function isKind<E extends ApiError>(kind: E['kind']) {
  return (error: unknown): error is E => isApiError(error) && error.kind === kind;
}

/** True for another refusal of the token endpoint (its message is the status text). */
export const isTokenRequestError = /*#__PURE__*/ isKind<TokenRequestError>('token');
/** True when the session ended because the refresh token was refused. */
export const isSessionExpiredError = /*#__PURE__*/ isKind<SessionExpiredError>('sessionExpired');
/** True when a success answer had an unexpected shape. */
export const isInvalidResponseError = /*#__PURE__*/ isKind<InvalidResponseError>('invalidResponse');
/** True when the server could not be reached. */
export const isNetworkError = /*#__PURE__*/ isKind<NetworkError>('network');
/** True when the server did not answer in time. */
export const isTimeoutError = /*#__PURE__*/ isKind<TimeoutError>('timeout');
