// Strings of the passkeys page: its own texts, the failures it can meet, the sign-out offer.
import type { Strings, TranslationKey } from '../../lib/i18n';
import { PASSKEY_FAILURE_KEYS } from '../../lib/messages';
import { SIGN_OUT_KEYS } from '../ui/SignOutOffer';
import { BOUNDARY_KEYS } from '../ui/strings';

export const PASSKEYS_KEYS = [
  'common.loading',
  'passkeys.title',
  'passkeys.empty',
  'passkeys.unnamed',
  'passkeys.created',
  'passkeys.lastUsed',
  'passkeys.neverUsed',
  'passkeys.remove',
  'passkeys.removing',
  'passkeys.removed',
  'passkeys.create',
  'passkeys.creating',
  'passkeys.createDone',
  'passkeys.unsupported',
  'passkeys.signIn',
  'passkeys.retry',
  'passkeys.error.load',
  ...PASSKEY_FAILURE_KEYS,
  ...SIGN_OUT_KEYS,
  ...BOUNDARY_KEYS,
] as const satisfies readonly TranslationKey[];

export type PasskeysStrings = Strings<(typeof PASSKEYS_KEYS)[number]>;
