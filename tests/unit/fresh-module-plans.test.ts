// src/lib/plans.ts: prices and plan ids, each test on a freshly loaded module: these tables are
// module constants, and the islands load some of their modules lazily, so the mutation run (`npm
// run mutate`) tries a change to them only against tests that load the module themselves. Loading
// it anew in each test makes these tests among them.
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});

describe('plans', () => {
  it('prices every paid plan in every currency and period, yearly below monthly', async () => {
    const { PRICES, CURRENCIES } = await import('../../src/lib/plans');
    for (const [plan, periods] of Object.entries(PRICES)) {
      for (const currency of CURRENCIES) {
        const { monthly, yearly } = {
          monthly: periods.monthly[currency],
          yearly: periods.yearly[currency],
        };
        expect(Number.isInteger(monthly) && monthly > 0, `${plan} ${currency}`).toBe(true);
        expect(yearly, `${plan} ${currency}`).toBeLessThan(monthly);
      }
    }
  });

  it('names the billing system’s plan ids and reads them back', async () => {
    const { planId, parsePlanId } = await import('../../src/lib/plans');
    expect(planId('essential', 'eur', 'yearly')).toBe('essential1-eur-yearly');
    expect(planId('professional', 'gbp', 'monthly')).toBe('pro1-gbp-monthly');
    expect(parsePlanId('pro1-usd-yearly')).toEqual({
      plan: 'professional',
      currency: 'usd',
      period: 'yearly',
    });
    expect(parsePlanId('essential1-eur-monthly')).toEqual({
      plan: 'essential',
      currency: 'eur',
      period: 'monthly',
    });
    expect(parsePlanId('-usd-yearly')).toBeNull();
    expect(parsePlanId('pro2-usd-yearly')).toBeNull();
  });

  it('takes a plan id of letters, digits, - and _ up to 100 characters', async () => {
    const { isPlanId } = await import('../../src/lib/plans');
    for (const ok of ['a', 'essential1-eur-yearly', 'A_b-9', `a${'b'.repeat(99)}`]) {
      expect(isPlanId(ok), ok).toBe(true);
    }
    for (const bad of ['', '-a', '_a', 'a b', 'a/b', 'x!', '!x', `a${'b'.repeat(100)}`, 5, null]) {
      expect(isPlanId(bad), String(bad)).toBe(false);
    }
  });
});
