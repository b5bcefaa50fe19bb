// The translated strings each password island receives (nothing else of the locales ships).
import type { Strings, TranslationKey } from '../../lib/i18n';
import { BOUNDARY_KEYS, FIELD_KEYS } from '../ui/strings';
import { RENEW_MESSAGE_KEYS, REQUEST_MESSAGE_KEYS } from './failures';

export const FORGOT_KEYS = [
  ...FIELD_KEYS,
  ...REQUEST_MESSAGE_KEYS,
  'common.email.label',
  'common.email.placeholder',
  'password.forgot.submit',
  'password.forgot.busy',
] as const satisfies readonly TranslationKey[];
export type ForgotStrings = Strings<(typeof FORGOT_KEYS)[number]>;

export const NEW_PASSWORD_KEYS = [
  ...BOUNDARY_KEYS,
  ...REQUEST_MESSAGE_KEYS,
  'password.newPassword.body',
  'password.newPassword.bodyNoEmail',
  'password.newPassword.spam',
  'password.newPassword.resend',
  'password.newPassword.resent',
  'password.newPassword.changeEmail',
  'password.forgot.busy',
] as const satisfies readonly TranslationKey[];
export type NewPasswordStrings = Strings<(typeof NEW_PASSWORD_KEYS)[number]>;

export const RESET_KEYS = [
  ...FIELD_KEYS,
  ...RENEW_MESSAGE_KEYS,
  'common.password.hint',
  'password.reset.account',
  'password.reset.password.label',
  'password.reset.confirm.label',
  'password.reset.submit',
  'password.reset.busy',
  'password.reset.invalidLink',
  'password.reset.requestNew',
  'password.reset.usedTitle',
  'password.reset.usedBody',
  'password.reset.sendNew',
  'password.newPassword.resent',
  'password.newPassword.changeEmail',
  'password.forgot.busy',
  'common.loading',
  ...REQUEST_MESSAGE_KEYS,
] as const satisfies readonly TranslationKey[];
export type ResetStrings = Strings<(typeof RESET_KEYS)[number]>;

export const DONE_KEYS = [
  ...BOUNDARY_KEYS,
  'password.done.body',
  'password.done.bodyNoEmail',
  'password.done.backToApp',
  'password.success.signin',
] as const satisfies readonly TranslationKey[];
export type DoneStrings = Strings<(typeof DONE_KEYS)[number]>;
