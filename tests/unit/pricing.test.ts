import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type Language } from '../../src/lib/i18n/languages';
import {
  BILLING_PERIODS,
  CURRENCIES,
  PRICES,
  isPlanId,
  parsePlanId,
  planId,
  type BillingPeriod,
  type Currency,
  type PaidPlanKey,
} from '../../src/lib/plans';
import { PLANS, currencyName, isPaidPlan, jsonForScript, planOffers } from '../../src/lib/pricing';

const SPEC = '../../../shared/spec/product-spec.md';

// Spaces inside formatted prices are (narrow) no-break spaces; compare them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The card's offer of a plan for one currency and period, on the page in `lang`. */
function offer(lang: Language, plan: PaidPlanKey, currency: Currency, period: BillingPeriod) {
  const found = planOffers('https://account.example', lang, plan).find(
    (o) => o.currency === currency && o.period === period,
  );
  if (!found) throw new Error(`no ${plan} offer in ${currency} ${period}`);
  return found;
}

describe('plan ids', () => {
  it('combines plan, currency and period into the ids the checkout accepts', () => {
    const ids = (['essential', 'professional'] as const).flatMap((plan) =>
      BILLING_PERIODS.flatMap((period) => CURRENCIES.map((c) => planId(plan, c, period))),
    );
    expect(ids).toEqual([
      'essential1-usd-monthly',
      'essential1-eur-monthly',
      'essential1-gbp-monthly',
      'essential1-usd-yearly',
      'essential1-eur-yearly',
      'essential1-gbp-yearly',
      'pro1-usd-monthly',
      'pro1-eur-monthly',
      'pro1-gbp-monthly',
      'pro1-usd-yearly',
      'pro1-eur-yearly',
      'pro1-gbp-yearly',
    ]);
    expect(ids.every(isPlanId)).toBe(true);
  });

  it('reads back exactly the ids it makes, so the reference API charges what the page shows', () => {
    expect(parsePlanId('pro1-gbp-monthly')).toEqual({
      plan: 'professional',
      currency: 'gbp',
      period: 'monthly',
    });
    for (const id of [
      'pro1-gbp',
      'pro1-chf-monthly',
      'pro1-gbp-monthly-x',
      'enterprise-eur-yearly',
      '',
    ]) {
      expect(parsePlanId(id), id).toBeNull();
    }
  });

  it('sells Essential and Professional, and Enterprise on request', () => {
    expect(PLANS.map((p) => p.key)).toEqual(['essential', 'professional', 'enterprise']);
    expect(PLANS.filter((p) => isPaidPlan(p.key)).map((p) => p.key)).toEqual([
      'essential',
      'professional',
    ]);
    expect(PLANS.filter((p) => p.highlighted).map((p) => p.key)).toEqual(['professional']);
    expect(PLANS.map((p) => p.features.length)).toEqual([8, 4, 3]);
  });

  it('holds the prices of the spec’s table, read from the spec itself', () => {
    // ../shared/spec/product-spec.md, beside the clone in CI: "| Essential | 37 USD, 34 EUR, … |".
    const spec = readFileSync(fileURLToPath(new URL(SPEC, import.meta.url)), 'utf8');
    const row = (name: string) => {
      const cells = new RegExp(`^\\| ${name} \\| (.+) \\| (.+) \\|$`, 'm').exec(spec);
      expect(cells, name).not.toBeNull();
      const zones = (cell: string) =>
        Object.fromEntries(
          [...cell.matchAll(/(\d+) ([A-Z]{3})/g)].map(([, amount, code]) => [
            code!.toLowerCase(),
            Number(amount),
          ]),
        );
      return { monthly: zones(cells![1]!), yearly: zones(cells![2]!) };
    };
    expect(PRICES).toEqual({ essential: row('Essential'), professional: row('Professional') });
  });
});

describe('prices on the cards', () => {
  it('puts the symbol where each language puts it, without decimals', () => {
    expect(offer('en', 'essential', 'eur', 'yearly').price).toBe('€29');
    expect(offer('en', 'essential', 'usd', 'yearly').price).toBe('$32');
    expect(offer('en', 'essential', 'gbp', 'yearly').price).toBe('£25');
    expect(plain(offer('fr', 'essential', 'eur', 'yearly').price)).toBe('29 €');
    expect(plain(offer('fr', 'essential', 'usd', 'monthly').price)).toBe('37 $');
    expect(plain(offer('de', 'professional', 'gbp', 'monthly').price)).toBe('38 £');
    expect(plain(offer('it', 'professional', 'eur', 'monthly').price)).toBe('44 €');
    expect(plain(offer('es', 'professional', 'usd', 'monthly').price)).toBe('47 $');
  });

  it('shows whole numbers in every language', () => {
    for (const lang of LANGUAGE_CODES) {
      expect(offer(lang, 'essential', 'eur', 'yearly').price.replace(/\D/g, '')).toBe('29');
    }
  });

  it('names currencies in the page language, capitalised', () => {
    expect(currencyName('usd', 'en')).toBe('US Dollar');
    expect(currencyName('gbp', 'fr')).toBe('Livre sterling');
    expect(currencyName('eur', 'it')).toBe('Euro');
  });
});

describe('purchase links', () => {
  it('go to /subscribe in the page language with the plan id', () => {
    expect(offer('en', 'essential', 'eur', 'yearly').url).toBe(
      'https://account.example/subscribe?plan_id=essential1-eur-yearly',
    );
    expect(offer('fr', 'professional', 'gbp', 'monthly').url).toBe(
      'https://account.example/fr/subscribe?plan_id=pro1-gbp-monthly',
    );
  });

  it('cover every period and currency of a plan once, each with its price', () => {
    const offers = planOffers('https://a.example', 'de', 'professional');
    expect(offers).toHaveLength(6);
    expect(new Set(offers.map((o) => o.url)).size).toBe(6);
    const monthlyUsd = offers.find((o) => o.period === 'monthly' && o.currency === 'usd');
    expect(monthlyUsd).toEqual({
      period: 'monthly',
      currency: 'usd',
      amount: 47,
      price: expect.any(String),
      url: 'https://a.example/de/subscribe?plan_id=pro1-usd-monthly',
    });
    expect(plain(monthlyUsd?.price ?? '')).toBe('47 $');
  });
});

describe('jsonForScript', () => {
  it('escapes < so the data cannot close its script element', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
