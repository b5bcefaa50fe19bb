// Picks the message of a failed API call among the few an island receives: errorMessageKey()
// decides, and anything the island does not know reads as its own fallback. So a surprising
// error can never render a missing text.
import { errorMessageKey } from '../../lib/api/errors';
import type { TranslationKey } from '../../lib/i18n';

/** Failures that say nothing about what was typed: the request did not get through. */
export const TRANSPORT_ERROR_KEYS = [
  'errors.network',
  'errors.timeout',
  'errors.server',
  'errors.rateLimited',
] as const satisfies readonly TranslationKey[];

export type TransportErrorKey = (typeof TRANSPORT_ERROR_KEYS)[number];

/** The message key of `error`: one of `known` (transport keys always count), else `fallback`. */
export function failureKey<K extends string>(
  error: unknown,
  fallback: K,
  // Stryker disable next-line ArrayDeclaration: errorMessageKey() never returns a made-up key.
  known: readonly K[] = [],
): K | TransportErrorKey {
  const key: string = errorMessageKey(error, fallback);
  const allowed: readonly string[] = [...TRANSPORT_ERROR_KEYS, ...known];
  return allowed.includes(key) ? (key as K | TransportErrorKey) : fallback;
}
