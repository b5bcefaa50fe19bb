// How a refused or failed invitation acceptance reads: the server's `message` when it sent one,
// the translated network/timeout text when the call itself failed, else the flow's fallback.
import type { AcceptInviteResult } from '../../lib/api/invitations';
import type { Strings, TranslationKey } from '../../lib/i18n';
import { failureKey, invitationMessageKey } from '../../lib/messages';

export const OUTCOME_KEYS = [
  'common.getApp',
  'errors.network',
  'errors.timeout',
  'errors.invitationNotFound',
  'errors.invitationExpired',
  'errors.invitationUsed',
  'errors.invitationOtherAccount',
] as const satisfies readonly TranslationKey[];
export type OutcomeStrings = Strings<(typeof OUTCOME_KEYS)[number]>;

/** The texts that differ between team and Super Admin invitations. */
export interface AcceptTexts {
  processing: string;
  failedTitle: string;
  /** errors.invitation or errors.superAdminInvitation. */
  fallback: string;
}

function isRefusal(value: unknown): value is Extract<AcceptInviteResult, { ok: false }> {
  return typeof value === 'object' && value !== null && 'ok' in value && value.ok === false;
}

/**
 * The message of a refusal (`{ok:false}`) or of a thrown failure: a known refusal code in the
 * page's language, else the server's message, else the flow's fallback (spec section 8).
 */
export function acceptFailureMessage(
  failure: unknown,
  texts: Pick<AcceptTexts, 'fallback'>,
  strings: OutcomeStrings,
): string {
  if (isRefusal(failure)) {
    const key = invitationMessageKey(failure.code);
    return key ? strings[key] : failure.message?.trim() || texts.fallback;
  }
  const key = failureKey(failure, null, ['errors.network', 'errors.timeout'] as const);
  return key ? strings[key] : texts.fallback;
}
