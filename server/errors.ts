import { ERROR_CODES } from '../src/lib/api/error-codes.ts';
import type { ErrorBody } from '../src/lib/api/types.ts';

/**
 * Every code the API answers with: the list shared with the site (the codes it reacts to) and
 * the ones only the server names. Code refers to these, never to a literal.
 */
export const CODES = {
  ...ERROR_CODES,
  accountNotFound: 'E_ACCOUNT_NOT_FOUND',
  busy: 'E_BUSY',
  googleCredentialInvalid: 'E_GOOGLE_CREDENTIAL_INVALID',
  http: 'E_HTTP',
  internal: 'E_INTERNAL',
  invalidClient: 'E_INVALID_CLIENT',
  invitationFailed: 'E_INVITATION_FAILED',
  malformedJson: 'E_MALFORMED_JSON',
  notFound: 'E_NOT_FOUND',
  passwordMismatch: 'E_PASSWORD_MISMATCH',
  passwordTooShort: 'E_PASSWORD_TOO_SHORT',
  payloadTooLarge: 'E_PAYLOAD_TOO_LARGE',
  planInvalid: 'E_PLAN_INVALID',
  paymentRefused: 'E_PAYMENT_REFUSED',
  providerUnavailable: 'E_PROVIDER_UNAVAILABLE',
  rateLimited: 'E_RATE_LIMITED',
  scope: 'E_SCOPE',
  tokenExpired: 'E_TOKEN_EXPIRED',
  trialEnded: 'E_TRIAL_ENDED',
  unauthorized: 'E_UNAUTHORIZED',
  unavailable: 'E_UNAVAILABLE',
  unsupportedGrantType: 'E_UNSUPPORTED_GRANT_TYPE',
  unsupportedMediaType: 'E_UNSUPPORTED_MEDIA_TYPE',
  validation: 'E_VALIDATION',
} as const;

/** A code the API answers with. */
type ErrorCode = (typeof CODES)[keyof typeof CODES];

/**
 * An expected failure with a machine code and a human message. Route code throws it; the app's
 * error handler turns it into the JSON ErrorBody, so no route builds error responses by hand.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? code);
    this.hasMessage = message !== undefined;
  }

  /** False for the deliberate message-less variant the site's fallback text is tested with. */
  readonly hasMessage: boolean;

  get body(): ErrorBody {
    return this.hasMessage ? { code: this.code, message: this.message } : { code: this.code };
  }
}

export const invalidCredentials = (message = 'Your email address or password is incorrect.') =>
  new ApiError(401, CODES.invalidCredentials, message);

export const validationError = (message: string) => new ApiError(400, CODES.validation, message);
