// Translation keys of ResendConfirmation, apart from it: the pages read them at build time, and
// the component must not carry the message tables into the page's up-front JavaScript.
import type { TranslationKey } from '../../lib/i18n';
import { TRANSPORT_ERROR_KEYS } from '../../lib/messages';

export const RESEND_KEYS = [
  'signin.resend',
  'signin.resent',
  'signin.resendWait',
  'password.forgot.busy',
  ...TRANSPORT_ERROR_KEYS,
] as const satisfies readonly TranslationKey[];
