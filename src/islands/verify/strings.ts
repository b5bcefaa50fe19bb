import type { Strings, TranslationKey } from '../../lib/i18n';
import { RESEND_KEYS } from '../ui/resendStrings';
import { BOUNDARY_KEYS } from '../ui/strings';

export const VERIFY_KEYS = [
  'verify.verifying',
  'verify.success',
  'verify.successBody',
  'verify.failed',
  'verify.failedBody',
  'verify.contact',
  'verify.continue',
  'verify.already.title',
  'verify.already.body',
  'verify.already.signin',
  'common.newTab',
  'common.email.label',
  'common.email.placeholder',
  ...RESEND_KEYS,
  ...BOUNDARY_KEYS,
] as const satisfies readonly TranslationKey[];

export type VerifyStrings = Strings<(typeof VERIFY_KEYS)[number]>;
