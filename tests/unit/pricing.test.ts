import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/lib/i18n/languages';
import { BILLING_PERIODS, CURRENCIES, PRICES, parsePlanId, planId } from '../../src/lib/plans';
import {
  PLANS,
  currencyName,
  formatPrice,
  isPaidPlan,
  jsonForScript,
  planOffers,
  purchaseUrl,
} from '../../src/lib/pricing';
import { isPlanId } from '../../src/lib/plans';

// Spaces inside formatted prices are (narrow) no-break spaces; compare them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

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

  it('holds the prices of spec section 9', () => {
    expect(PRICES).toEqual({
      essential: { monthly: { usd: 37, eur: 34, gbp: 29 }, yearly: { usd: 32, eur: 29, gbp: 25 } },
      professional: {
        monthly: { usd: 47, eur: 44, gbp: 38 },
        yearly: { usd: 42, eur: 39, gbp: 33 },
      },
    });
  });
});

describe('formatPrice', () => {
  it('puts the symbol where each language puts it, without decimals', () => {
    expect(formatPrice(29, 'eur', 'en')).toBe('€29');
    expect(formatPrice(32, 'usd', 'en')).toBe('$32');
    expect(formatPrice(25, 'gbp', 'en')).toBe('£25');
    expect(plain(formatPrice(29, 'eur', 'fr'))).toBe('29 €');
    expect(plain(formatPrice(37, 'usd', 'fr'))).toBe('37 $');
    expect(plain(formatPrice(38, 'gbp', 'de'))).toBe('38 £');
    expect(plain(formatPrice(44, 'eur', 'it'))).toBe('44 €');
    expect(plain(formatPrice(47, 'usd', 'es'))).toBe('47 $');
  });

  it('shows whole numbers in every language', () => {
    for (const lang of LANGUAGE_CODES) {
      expect(formatPrice(29, 'eur', lang).replace(/\D/g, '')).toBe('29');
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
    expect(purchaseUrl('https://account.example', 'en', 'essential', 'eur', 'yearly')).toBe(
      'https://account.example/subscribe?plan_id=essential1-eur-yearly',
    );
    expect(purchaseUrl('https://account.example', 'fr', 'professional', 'gbp', 'monthly')).toBe(
      'https://account.example/fr/subscribe?plan_id=pro1-gbp-monthly',
    );
  });

  it('cover every period and currency of a plan once, each with its price', () => {
    const offers = planOffers('https://a.example', 'de', 'professional');
    expect(offers).toHaveLength(6);
    expect(new Set(offers.map((o) => o.url)).size).toBe(6);
    expect(offers.find((o) => o.period === 'monthly' && o.currency === 'usd')).toEqual({
      period: 'monthly',
      currency: 'usd',
      amount: 47,
      price: formatPrice(47, 'usd', 'de'),
      url: 'https://a.example/de/subscribe?plan_id=pro1-usd-monthly',
    });
  });
});

describe('jsonForScript', () => {
  it('escapes < so the data cannot close its script element', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
