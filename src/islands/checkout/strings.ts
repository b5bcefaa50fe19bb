import { CHECKOUT_FAILURE_KEYS } from '../../lib/destinations';
import type { Strings, TranslationKey } from '../../lib/i18n';
import { BOUNDARY_KEYS } from '../ui/strings';

export const CHECKOUT_KEYS = [
  'checkout.loading',
  'checkout.frameTitle',
  'checkout.done.title',
  'checkout.done.app',
  'checkout.done.desktop',
  'checkout.done.web',
  'checkout.done.getApp',
  'checkout.backToPlans',
  'password.done.backToApp',
  ...CHECKOUT_FAILURE_KEYS,
  ...BOUNDARY_KEYS,
] as const satisfies readonly TranslationKey[];

export type CheckoutStrings = Strings<(typeof CHECKOUT_KEYS)[number]>;
