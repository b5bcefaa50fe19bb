// Translation keys of the Google button, and the messages a failed Google attempt can hand to the
// page it lands on (navigation state `{ errorKey }`): host islands add both lists to their keys.
import type { Strings, TranslationKey } from '../../lib/i18n';
import { knownKey } from '../../lib/i18n/format';

export const GOOGLE_KEYS = [
  'errors.googleUnavailable',
  'common.googleConnecting',
  'common.loading',
] as const satisfies readonly TranslationKey[];

export type GoogleStrings = Strings<(typeof GOOGLE_KEYS)[number]>;

/**
 * Every message key a Google failure can produce (see googleErrorKey). The transport keys are
 * written out rather than spread from lib/messages' TRANSPORT_ERROR_KEYS: that import would put
 * the whole message switch in the register and sign-in pages' first load (+0.3 KB, measured), and
 * google-flow.test.ts checks each transport failure's key is listed here.
 */
export const GOOGLE_OUTCOME_KEYS = [
  'errors.googleFailed',
  'errors.googleNoToken',
  'errors.googleAuthFailed',
  'errors.googleNoAccount',
  'errors.trialEnded',
  'errors.emailAlready',
  'errors.network',
  'errors.timeout',
  'errors.server',
  'errors.rateLimited',
  // Not Google's, but handed to /signin the same way when a session ends mid-onboarding.
  'errors.sessionExpired',
] as const satisfies readonly TranslationKey[];

export type GoogleOutcomeKey = (typeof GOOGLE_OUTCOME_KEYS)[number];

export type GoogleOutcomeStrings = Strings<GoogleOutcomeKey>;

/** `key` when a Google failure can produce it, else the generic 'Failed to authenticate'. */
function googleOutcomeKey(key: string): GoogleOutcomeKey {
  return knownKey(key, GOOGLE_OUTCOME_KEYS, 'errors.googleFailed');
}

/** The message of an error key handed over in navigation state; unknown keys read as a failure. */
export function googleOutcomeMessage(strings: GoogleOutcomeStrings, errorKey: string): string {
  return strings[googleOutcomeKey(errorKey)];
}
