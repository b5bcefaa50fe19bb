import type { Strings, TranslationKey } from '../../lib/i18n';

export const VERIFY_KEYS = [
  'verify.verifying',
  'verify.success',
  'verify.successBody',
  'verify.failed',
  'verify.failedBody',
  'verify.contact',
  'verify.continue',
  'common.newTab',
  'common.boundary.title',
  'common.boundary.body',
  'common.boundary.retry',
] as const satisfies readonly TranslationKey[];

export type VerifyStrings = Strings<(typeof VERIFY_KEYS)[number]>;
