import type { Strings, TranslationKey } from '../../lib/i18n';
import { SIGN_OUT_KEYS } from '../ui/SignOutOffer';
import { BOUNDARY_KEYS } from '../ui/strings';

export const REDIRECT_KEYS = [
  'redirect.title',
  'redirect.body',
  'redirect.continue',
  'redirect.noSession.title',
  'redirect.noSession.body',
  'redirect.noSession.signin',
  'redirect.noShell.title',
  'redirect.noShell.body',
  'redirect.noShell.getApp',
  'redirect.noApp.title',
  'redirect.noApp.body',
  'redirect.noApp.web',
  'common.loading',
  ...SIGN_OUT_KEYS,
  ...BOUNDARY_KEYS,
] as const satisfies readonly TranslationKey[];

export type RedirectStrings = Strings<(typeof REDIRECT_KEYS)[number]>;
