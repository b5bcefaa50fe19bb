// What every page may need of the API's failures before the API client loads: telling them apart
// by their `kind` (the guards below read it rather than the class, so a failure is recognised
// whichever bundle built it), the one failure thrown without the client, a module that could not
// be fetched (lib/lazy.ts), and the one that the API modules several pages call as they open
// (verify, checkout) build. In `core`; the other failures are built only by the client and the
// API modules, so their classes (errors.ts) load with the first module that sends a request.

import type { ERROR_CODES } from './error-codes';
import type { SessionExpiredError, TimeoutError, TokenRequestError } from './errors';

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

export type ApiErrorKind =
  | 'code'
  | 'unexpectedStatus'
  | 'invalidCredentials'
  | 'trialEnded'
  | 'token'
  | 'sessionExpired'
  | 'invalidResponse'
  | 'network'
  | 'timeout';

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
