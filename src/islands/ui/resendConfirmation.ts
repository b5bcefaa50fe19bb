// The request behind "Send the confirmation email again" (ResendConfirmation), loaded on the click:
// what it does and which message a failure shows.

import { isApiError } from '../../lib/api/error-kinds';
import { resendVerification } from '../../lib/api/register';
import { failureKey, TRANSPORT_ERROR_KEYS, type TransportErrorKey } from '../../lib/messages';

/** Too many emails to the address (5 an hour): how many minutes until another may be sent. */
export interface ResendWait {
  minutes: number;
}

/**
 * Sends the confirmation email again; 'sent', how long to wait (from the limit's `Retry-After`),
 * or the message of what stopped it.
 */
export async function sendConfirmationAgain(
  email: string,
): Promise<'sent' | ResendWait | TransportErrorKey> {
  try {
    await resendVerification(email);
    return 'sent';
  } catch (error) {
    // Read by shape, not class: the client's chunk may throw from another bundle (api/errors.ts).
    const limited = isApiError(error) && error.status === 429 && 'retryAfterSeconds' in error;
    const seconds = limited ? error.retryAfterSeconds : undefined;
    if (typeof seconds === 'number' && seconds > 0) return { minutes: Math.ceil(seconds / 60) };
    // Anything unexpected is the service's fault.
    return failureKey(error, 'errors.server', TRANSPORT_ERROR_KEYS);
  }
}
