// Prices, plan ids, language names and route lists, each test on a freshly loaded module: these
// tables are module constants, and the islands load some of their modules lazily, so the mutation
// run (`npm run mutate`) tries a change to them only against tests that load the module
// themselves. Loading it anew in each test makes these tests among them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installStorage, uninstallStorage, type MemoryStorage } from './support/memory-storage';

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

describe('languages', () => {
  it('names each interface language in itself, with its code as the short label', async () => {
    const { LANGUAGES, languageInfo, DEFAULT_LANGUAGE } =
      await import('../../src/lib/i18n/languages');
    expect(LANGUAGES.map((l) => [l.code, l.name, l.label])).toEqual([
      ['en', 'English', 'EN'],
      ['fr', 'Français', 'FR'],
      ['it', 'Italiano', 'IT'],
      ['de', 'Deutsch', 'DE'],
      ['es', 'Español', 'ES'],
    ]);
    expect(languageInfo('de')).toMatchObject({ code: 'de', name: 'Deutsch', label: 'DE' });
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('knows only its five codes', async () => {
    const { isLanguage, localizePath } = await import('../../src/lib/i18n/languages');
    expect(['en', 'fr', 'it', 'de', 'es'].every(isLanguage)).toBe(true);
    for (const other of ['pt', 'EN', '', undefined, 1]) expect(isLanguage(other)).toBe(false);
    expect(localizePath('/signin', 'en')).toBe('/signin');
    expect(localizePath('/signin', 'it')).toBe('/it/signin');
  });
});

describe('routes', () => {
  it('lets search engines index only registration, sign-in and pricing', async () => {
    const { isIndexable, ROUTES } = await import('../../src/lib/routes');
    const indexable = Object.values(ROUTES).filter(isIndexable);
    expect(indexable.sort()).toEqual(['/', '/pricing', '/signin']);
  });

  it('serves each built page file at its clean path', async () => {
    const { sitePathOfFile } = await import('../../src/lib/routes');
    expect(sitePathOfFile('index.html')).toBe('/');
    expect(sitePathOfFile('fr.html')).toBe('/fr');
    expect(sitePathOfFile('fr/index.html')).toBe('/fr');
    expect(sitePathOfFile('fr/signin.html')).toBe('/fr/signin');
    expect(sitePathOfFile('onboarding/step1.html')).toBe('/onboarding/step1');
    expect(sitePathOfFile('xindex.html')).toBe('/xindex');
    expect(sitePathOfFile('a.html.html')).toBe('/a.html');
  });

  it('strips trailing slashes but keeps the root', async () => {
    const { stripTrailingSlash } = await import('../../src/lib/routes');
    expect(stripTrailingSlash('/fr/signin//')).toBe('/fr/signin');
    expect(stripTrailingSlash('/')).toBe('/');
    expect(stripTrailingSlash('//')).toBe('/');
    expect(stripTrailingSlash('a/')).toBe('a');
    expect(stripTrailingSlash('')).toBe('');
  });

  it('reads the segments of a token link, refusing a damaged one', async () => {
    const { readTokenSegments } = await import('../../src/lib/routes');
    expect(readTokenSegments('/fr/reset-password/a%40b.example/t0k', '/reset-password')).toEqual([
      'a@b.example',
      't0k',
    ]);
    expect(readTokenSegments('/app/verify/t0k/', '/app/verify')).toEqual(['t0k']);
    expect(readTokenSegments('/app/verify', '/app/verify')).toBeNull();
    expect(readTokenSegments('/app/verify/', '/app/verify')).toBeNull();
    expect(readTokenSegments('/app/verify//', '/app/verify')).toBeNull();
    expect(readTokenSegments('/other/t0k', '/app/verify')).toBeNull();
    expect(readTokenSegments('/app/verify/a/b', '/app/verify')).toBeNull();
    expect(readTokenSegments('/app/verify/%E0%A4%A', '/app/verify')).toBeNull();
  });
});

describe('the invitation a sign-in comes back to', () => {
  const NOW = Date.parse('2030-06-01T12:00:00Z');
  const DAY = 24 * 60 * 60 * 1000;
  let storage: { local: MemoryStorage; session: MemoryStorage };
  beforeEach(() => {
    storage = installStorage();
  });
  afterEach(() => uninstallStorage());

  it('is kept under its own key for exactly a day', async () => {
    const { rememberInvitation, takePendingInvitation } =
      await import('../../src/lib/pending-invitation');
    rememberInvitation({ pathname: '/invitation/INV-1', search: '' }, NOW);
    expect(JSON.parse(storage.local.getItem('account.pendingInvitation') ?? 'null')).toEqual({
      path: '/invitation/INV-1',
      until: NOW + DAY,
    });
    expect(takePendingInvitation(NOW + DAY)).toEqual({
      kind: 'navigate',
      path: '/invitation/INV-1',
    });
    rememberInvitation({ pathname: '/invite-super-admin/SA-1', search: '' }, NOW);
    expect(takePendingInvitation(NOW + DAY + 1)).toBeNull();
  });

  it('is only an invitation page, stored whole', async () => {
    const { rememberInvitation, takePendingInvitation } =
      await import('../../src/lib/pending-invitation');
    rememberInvitation({ pathname: '/invitation', search: '' }, NOW);
    rememberInvitation({ pathname: '/signin', search: '?x=/invitation/1' }, NOW);
    expect(storage.local.length).toBe(0);
    for (const stored of [
      { path: '/signin', until: NOW + DAY },
      { path: '/invitation/x', until: String(NOW + DAY) },
      { until: NOW + DAY },
      'x',
    ]) {
      storage.local.setItem('account.pendingInvitation', JSON.stringify(stored));
      expect(takePendingInvitation(NOW), JSON.stringify(stored)).toBeNull();
    }
    storage.local.setItem(
      'account.pendingInvitation',
      JSON.stringify({ path: '/invite-super-admin/SA-1', until: NOW }),
    );
    expect(takePendingInvitation(NOW)).toMatchObject({ path: '/invite-super-admin/SA-1' });
  });
});
