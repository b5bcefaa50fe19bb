import type { ErrorBody } from '../src/lib/api/types.ts';

/**
 * An expected failure with a machine code and a human message. Route code throws it; the app's
 * error handler turns it into the JSON ErrorBody, so no route builds error responses by hand.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
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
  new ApiError(401, 'E_INVALID_CREDENTIALS', message);

export const validationError = (message: string) => new ApiError(400, 'E_VALIDATION', message);
