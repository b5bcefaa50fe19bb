// Translation keys of the sign-in island.
import type { Strings, TranslationKey } from '../../lib/i18n';
import { GOOGLE_KEYS, GOOGLE_OUTCOME_KEYS } from '../google/strings';
import { RESEND_KEYS } from '../ui/resendStrings';
import { FIELD_KEYS } from '../ui/strings';
import { PASSKEY_FAILURE_KEYS } from '../../lib/messages';
import { SIGNIN_MESSAGE_KEYS } from './failures';
import { NEXT_STEP_KEYS } from './NextStep';
import { SIGNED_OUT_KEYS } from './SignedOutNotice';

/** The offer after sign-in (PasskeyOffer). */
export const PASSKEY_OFFER_KEYS = [
  'passkeys.offer.title',
  'passkeys.offer.reason',
  'passkeys.offer.later',
  'passkeys.create',
  'passkeys.creating',
  ...PASSKEY_FAILURE_KEYS,
] as const satisfies readonly TranslationKey[];

export const SIGNIN_KEYS = [
  ...FIELD_KEYS,
  ...GOOGLE_KEYS,
  ...GOOGLE_OUTCOME_KEYS,
  ...SIGNIN_MESSAGE_KEYS,
  ...NEXT_STEP_KEYS,
  ...RESEND_KEYS,
  ...SIGNED_OUT_KEYS,
  ...PASSKEY_OFFER_KEYS,
  'signin.appContext.notice',
  'signin.appContext.web',
  'common.email.label',
  'common.email.placeholder',
  'common.password.label',
  'signin.submit',
  'signin.busy',
  'signin.orContinue',
  'signin.forgot',
  'signin.passkey.button',
] as const satisfies readonly TranslationKey[];

export type SignInStrings = Strings<(typeof SIGNIN_KEYS)[number]>;
