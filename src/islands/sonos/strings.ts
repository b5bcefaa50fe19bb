// Translation keys of the Sonos islands (link screen /sonos, registration /signin-sonos).
import type { Strings, TranslationKey } from '../../lib/i18n';
import { REGISTER_MESSAGE_KEYS } from '../registration/failures';
import { GOOGLE_KEYS } from '../google/strings';
import { REGISTRATION_FIELD_KEYS } from '../registration/fields';
import { EMAIL_TAKEN_KEYS } from '../registration/EmailTaken';
import { RESEND_KEYS } from '../ui/resendStrings';
import { TRANSPORT_ERROR_KEYS } from '../../lib/messages';
import { FIELD_KEYS } from '../ui/strings';
import { SONOS_LINK_MESSAGE_KEYS } from './failures';

export const SONOS_LINK_KEYS = [
  ...FIELD_KEYS,
  ...TRANSPORT_ERROR_KEYS,
  'common.email.label',
  'common.email.placeholder',
  'common.password.label',
  ...SONOS_LINK_MESSAGE_KEYS,
  'errors.missingLinkCode',
  'common.loading',
  'sonos.link.intro',
  'sonos.link.authorize',
  'sonos.link.busy',
  'sonos.link.missingBody',
  'sonos.link.codeUsedBody',
  'sonos.link.trialEndedBody',
  'sonos.link.plans',
  'sonos.link.successTitle',
  'sonos.link.successBody',
  'sonos.link.confirmHint',
  'signin.forgot',
  ...RESEND_KEYS,
] as const satisfies readonly TranslationKey[];

export type SonosLinkStrings = Strings<(typeof SONOS_LINK_KEYS)[number]>;

export const SONOS_REGISTER_KEYS = [
  ...REGISTRATION_FIELD_KEYS,
  ...REGISTER_MESSAGE_KEYS,
  ...EMAIL_TAKEN_KEYS,
  ...GOOGLE_KEYS,
  'errors.activationCodeInvalid',
  'register.googleTerms',
  'sonos.register.activationCode.label',
  'sonos.register.submit',
  'sonos.register.busy',
  'sonos.register.orContinue',
] as const satisfies readonly TranslationKey[];

export type SonosRegisterStrings = Strings<(typeof SONOS_REGISTER_KEYS)[number]>;
