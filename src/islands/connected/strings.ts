import type { Strings, TranslationKey } from '../../lib/i18n';

export const REDIRECT_KEYS = [
  'redirect.title',
  'redirect.body',
  'redirect.continue',
  'redirect.noSession.title',
  'redirect.noSession.body',
  'redirect.noSession.signin',
  'common.loading',
  'common.boundary.title',
  'common.boundary.body',
  'common.boundary.retry',
] as const satisfies readonly TranslationKey[];

export type RedirectStrings = Strings<(typeof REDIRECT_KEYS)[number]>;
