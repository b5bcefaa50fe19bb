// What the Sonos link form shows when something goes wrong (spec section 8).
import { failureKey, TRANSPORT_ERROR_KEYS, type TransportErrorKey } from '../../lib/messages';
import type { validateSignIn } from '../../lib/validation';
import { SUMMARY_KEY } from '../ui/strings';
import { checkFailure } from '../ui/checkFailure';
import type { FieldFailure } from '../ui/useFailureForm';

type SonosLinkField = 'email' | 'password';

export const SONOS_LINK_MESSAGE_KEYS = [
  'errors.sonosAuthFailed',
  'errors.linkCodeUsed',
  'errors.trialEnded',
  'errors.incorrectEmail',
  'errors.fieldRequired',
  'errors.invalidCredentials',
  SUMMARY_KEY,
] as const;

type LinkMessageKey = (typeof SONOS_LINK_MESSAGE_KEYS)[number] | TransportErrorKey;

/** A failed field check (the sign-in rule): the summary, each field with its own message. */
export function sonosLinkValidationFailure(
  result: ReturnType<typeof validateSignIn>,
): FieldFailure<SonosLinkField, LinkMessageKey> {
  return checkFailure(result, SUMMARY_KEY);
}

/** The refusals with a screen of their own rather than "try again" (SonosLinkForm). */
const LINK_REFUSAL_KEYS = ['errors.linkCodeUsed', 'errors.trialEnded'] as const;

/**
 * Wrong credentials read 'Authentication failed'; a used or expired link code and an ended trial
 * say so (retyping the password cannot help); transport failures keep their own message.
 */
export function sonosLinkFailure(error: unknown): FieldFailure<SonosLinkField, LinkMessageKey> {
  const alert = failureKey(error, 'errors.sonosAuthFailed', [
    ...TRANSPORT_ERROR_KEYS,
    ...LINK_REFUSAL_KEYS,
  ]);
  return { alert, fields: [], focus: null };
}
