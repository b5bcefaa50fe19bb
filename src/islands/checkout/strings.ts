import type { Strings, TranslationKey } from '../../lib/i18n';

export const CHECKOUT_KEYS = [
  'checkout.loading',
  'checkout.frameTitle',
  'errors.network',
  'errors.timeout',
  'common.boundary.title',
  'common.boundary.body',
  'common.boundary.retry',
] as const satisfies readonly TranslationKey[];

export type CheckoutStrings = Strings<(typeof CHECKOUT_KEYS)[number]>;
