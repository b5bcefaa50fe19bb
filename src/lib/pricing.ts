// The pricing page's plans (spec sections 2, 3 and 9): cards, defaults, price formats and purchase
// links. Prices and plan ids come from lib/plans.ts.
import type { TranslationKey } from './i18n';
import { localizePath, type Language } from './i18n/languages';
import {
  BILLING_PERIODS,
  CURRENCIES,
  PRICES,
  planId,
  type BillingPeriod,
  type Currency,
  type PaidPlanKey,
} from './plans';
import { CHECKOUT_QUERY, ROUTES } from './routes';

export const DEFAULT_CURRENCY: Currency = 'eur';
export const DEFAULT_BILLING: BillingPeriod = 'yearly';

/** What yearly billing saves against monthly, as shown on the toggle. */
export const YEARLY_SAVING_PERCENT = 12;

type PlanKey = PaidPlanKey | 'enterprise';

type PricingKey = Extract<TranslationKey, `pricing.${string}`>;

/** One plan card: texts as translation keys, in the order the spec lists them. */
export interface Plan {
  key: PlanKey;
  name: PricingKey;
  description: PricingKey;
  headline?: PricingKey;
  features: readonly PricingKey[];
  /** The plan the page recommends (visibly highlighted). */
  highlighted: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    key: 'essential',
    name: 'pricing.essential.name',
    description: 'pricing.essential.description',
    features: [
      'pricing.essential.feature.legal',
      'pricing.essential.feature.soundSystems',
      'pricing.essential.feature.sonosLoxone',
      'pricing.essential.feature.zones',
      'pricing.essential.feature.stations',
      'pricing.essential.feature.scheduleStations',
      'pricing.essential.feature.explicitFiltered',
      'pricing.essential.feature.weeklySongs',
    ],
    highlighted: false,
  },
  {
    key: 'professional',
    name: 'pricing.professional.name',
    description: 'pricing.professional.description',
    headline: 'pricing.professional.headline',
    features: [
      'pricing.professional.feature.locations',
      'pricing.professional.feature.playlists',
      'pricing.professional.feature.schedulePlaylists',
      'pricing.professional.feature.prioritySupport',
    ],
    highlighted: true,
  },
  {
    key: 'enterprise',
    name: 'pricing.enterprise.name',
    description: 'pricing.enterprise.description',
    headline: 'pricing.enterprise.headline',
    features: [
      'pricing.enterprise.feature.brandIdentity',
      'pricing.enterprise.feature.importPlaylists',
      'pricing.enterprise.feature.accountManager',
    ],
    highlighted: false,
  },
];

/** True for the plans sold on the page (with prices and purchase links). */
export function isPaidPlan(key: PlanKey): key is PaidPlanKey {
  return key in PRICES;
}

/** A whole-number price in the page language's format: `€29` in English, `29 €` in French. */
function formatPrice(amount: number, currency: Currency, lang: Language): string {
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    // Stryker disable next-line MethodExpression: Intl reads currency codes in any case.
    currency: currency.toUpperCase(),
    // The currency code is on the picker button, so the short symbol ($, not US$ or $US) suffices.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** The currency's name in a language, capitalised for a list (`Dollar des États-Unis`). */
export function currencyName(currency: Currency, lang: Language): string {
  // Stryker disable next-line MethodExpression: Intl reads currency codes in any case.
  const name = new Intl.DisplayNames(lang, { type: 'currency' }).of(currency.toUpperCase()) ?? '';
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/**
 * The purchase link of a paid plan: the account's /subscribe page in the page language. The page's
 * inline script appends `&token=` when the pricing page was opened with one.
 */
function purchaseUrl(
  accountUrl: string,
  lang: Language,
  plan: PaidPlanKey,
  currency: Currency,
  period: BillingPeriod,
): string {
  const query = new URLSearchParams({ [CHECKOUT_QUERY.planId]: planId(plan, currency, period) });
  return `${accountUrl}${localizePath(ROUTES.subscribe, lang)}?${query}`;
}

/** One price variant of a paid plan, as the card renders it and the structured data lists it. */
interface PlanOffer {
  period: BillingPeriod;
  currency: Currency;
  amount: number;
  price: string;
  url: string;
}

/** Every billing period × currency variant of a paid plan. */
export function planOffers(accountUrl: string, lang: Language, plan: PaidPlanKey): PlanOffer[] {
  return BILLING_PERIODS.flatMap((period) =>
    CURRENCIES.map((currency) => {
      const amount = PRICES[plan][period][currency];
      return {
        period,
        currency,
        amount,
        price: formatPrice(amount, currency, lang),
        url: purchaseUrl(accountUrl, lang, plan, currency, period),
      };
    }),
  );
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<` is escaped so no text (a translated
 * name, a configured URL) can close the script element early.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
