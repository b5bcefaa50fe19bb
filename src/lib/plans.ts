// The paid plans as the billing system sells them (spec sections 3 and 9): currencies, billing
// periods, prices and plan ids. The one place to change when prices or plan ids change: the
// pricing page (lib/pricing.ts) and the reference API's checkout (server/catalog.ts) both read it.

export const CURRENCIES = ['usd', 'eur', 'gbp'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export type PaidPlanKey = 'essential' | 'professional';

type PriceTable = Readonly<Record<BillingPeriod, Readonly<Record<Currency, number>>>>;

/** Price per zone per month in whole currency units (spec section 9). Enterprise is on request. */
export const PRICES: Readonly<Record<PaidPlanKey, PriceTable>> = {
  essential: {
    monthly: { usd: 37, eur: 34, gbp: 29 },
    yearly: { usd: 32, eur: 29, gbp: 25 },
  },
  professional: {
    monthly: { usd: 47, eur: 44, gbp: 38 },
    yearly: { usd: 42, eur: 39, gbp: 33 },
  },
};

/**
 * Plan ids of the billing system: `${PLAN_IDS[plan]}-${currency}-${period}` is the `plan_id` the
 * checkout accepts (e.g. `essential1-eur-yearly`). Replace these when the real ids change.
 */
const PLAN_IDS: Readonly<Record<PaidPlanKey, string>> = {
  essential: 'essential1',
  professional: 'pro1',
};

/** The `plan_id` of a paid plan in one currency and billing period. */
export function planId(plan: PaidPlanKey, currency: Currency, period: BillingPeriod): string {
  return `${PLAN_IDS[plan]}-${currency}-${period}`;
}

/** The plan, currency and period a `plan_id` names; null for any other id. */
export function parsePlanId(
  id: string,
): { plan: PaidPlanKey; currency: Currency; period: BillingPeriod } | null {
  for (const plan of Object.keys(PLAN_IDS) as PaidPlanKey[]) {
    for (const currency of CURRENCIES) {
      for (const period of BILLING_PERIODS) {
        if (planId(plan, currency, period) === id) return { plan, currency, period };
      }
    }
  }
  return null;
}

const PLAN_ID = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

/** True for a plausible plan id such as `essential1-eur-yearly` (letters, digits, - and _). */
export function isPlanId(value: unknown): value is string {
  return typeof value === 'string' && PLAN_ID.test(value);
}
