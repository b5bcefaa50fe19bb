// Translation keys of the trial registration island (/).
import type { Strings, TranslationKey } from '../../lib/i18n';
import { GOOGLE_KEYS, GOOGLE_OUTCOME_KEYS } from '../google/strings';
import { REGISTER_MESSAGE_KEYS } from './failures';
import { REGISTRATION_FIELD_KEYS } from './fields';
import { EMAIL_TAKEN_KEYS } from './EmailTaken';

export const REGISTER_KEYS = [
  ...REGISTRATION_FIELD_KEYS,
  ...GOOGLE_KEYS,
  ...GOOGLE_OUTCOME_KEYS,
  ...REGISTER_MESSAGE_KEYS,
  ...EMAIL_TAKEN_KEYS,
  'register.submit',
  'register.busy',
  'register.orContinue',
  'register.googleTerms',
] as const satisfies readonly TranslationKey[];

export type RegisterStrings = Strings<(typeof REGISTER_KEYS)[number]>;
