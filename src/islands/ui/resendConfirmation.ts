// The request behind "Send the confirmation email again" (ResendConfirmation), loaded on the click:
// what it does and which message a failure shows.

import { resendVerification } from '../../lib/api/register';
import { failureKey, TRANSPORT_ERROR_KEYS, type TransportErrorKey } from '../../lib/messages';

/** Sends the confirmation email again; 'sent', or the message of what stopped it. */
export async function sendConfirmationAgain(email: string): Promise<'sent' | TransportErrorKey> {
  try {
    await resendVerification(email);
    return 'sent';
  } catch (error) {
    // Too many emails (429) reads as such; anything unexpected is the service's fault.
    return failureKey(error, 'errors.server', TRANSPORT_ERROR_KEYS);
  }
}
