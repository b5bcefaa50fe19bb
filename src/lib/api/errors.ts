// Typed failures of the account API, told apart by their `kind` (the guards of error-kinds.ts,
// re-exported here): a failure is recognised whichever bundle built it. The classes here are
// built only by the client and the API modules, so they load with the first module that sends a
// request; a page's own code reads failures through error-kinds.ts, which every page has.
// lib/messages.ts maps a kind to what the screen says. Messages never contain tokens or passwords.

import { ApiError, INVALID_CREDENTIALS_CODE } from './error-kinds';

export * from './error-kinds';

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
  constructor(
    status: number,
    code?: string,
    serverMessage?: string,
    /** A refusal's `Retry-After` in seconds (a limit, 429): how long to wait, when it said. */
    readonly retryAfterSeconds?: number,
  ) {
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

/** The server did not answer within the client's timeout. */
export class TimeoutError extends ApiError {
  readonly kind = 'timeout';
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`, {});
  }
}
