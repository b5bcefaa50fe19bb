import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenData } from '../../src/lib/api/types';
import { installStorage, MemoryStorage, uninstallStorage } from './support/memory-storage';
import { reloadStores as reload, storedLanguageChoice } from './support/stores';

const TOKENS: TokenData = {
  token: 'access',
  refreshToken: 'refresh',
  expiresAt: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiresAt: '2030-02-01T00:00:00.000Z',
};

let storage: { local: MemoryStorage; session: MemoryStorage };

beforeEach(() => {
  storage = installStorage();
});
afterEach(() => {
  uninstallStorage();
  vi.unstubAllGlobals();
});

describe('persistence across a reload', () => {
  it('keeps token info (localStorage) and the session stores (sessionStorage)', async () => {
    const first = await reload();
    first.startSession(TOKENS);
    first.setUserInfo({ role: 'admin', firstOnboardingDone: false });
    first.setPlatformContext('ios', 'r1');
    first.setPendingRedirect({ url: 'https://app.example/', id: 'r1' });
    first.mergeOnboardingInfos({ business: 'bar' });
    first.mergeOnboardingInfos({ gender: 'woman', age: [20, 30], styles: ['trendy'] });
    first.$theme.set('light');
    first.chooseLanguage('de');

    expect(storage.local.getItem('account.tokenInfo')).not.toBeNull();
    expect(storage.session.getItem('account.tokenInfo')).toBeNull();

    const second = await reload();
    expect(second.$tokenInfo.get()).toEqual(TOKENS);
    expect(second.$userInfo.get()).toEqual({ role: 'admin', firstOnboardingDone: false });
    expect(second.$sessionContext.get()).toEqual({
      pendingRedirect: { url: 'https://app.example/', id: 'r1' },
      from: 'ios',
      redirectId: 'r1',
    });
    expect(second.$onboardingInfos.get()).toEqual({
      business: 'bar',
      gender: 'woman',
      age: [20, 30],
      styles: ['trendy'],
    });
    expect(second.$theme.get()).toBe('light');
    expect(storedLanguageChoice()).toBe('de');
  });

  it('a new tab (fresh sessionStorage) keeps only the localStorage values', async () => {
    const first = await reload();
    first.startSession(TOKENS);
    first.$theme.set('light');
    first.chooseLanguage('it');
    storage.session.clear();
    const second = await reload();
    expect(second.$tokenInfo.get()).toEqual(TOKENS);
    expect(second.$theme.get()).toBe('dark');
    expect(storedLanguageChoice()).toBe('it');
  });
});

describe('expireSession', () => {
  it('drops token and user info; keeps the journey (context, onboarding), theme, language, drafts', async () => {
    const stores = await reload();
    stores.startSession(TOKENS);
    stores.setUserInfo({ role: 'user', firstOnboardingDone: true });
    stores.setPlatformContext('loxone', null);
    stores.setPendingRedirect({ url: 'https://app.example/', id: 'r1' });
    stores.mergeOnboardingInfos({ business: 'gym' });
    stores.$theme.set('light');
    stores.chooseLanguage('fr');
    stores.setDraftField('signin', 'email', 'ann@example.com');

    stores.expireSession();
    expect(stores.$tokenInfo.get()).toBeNull();
    expect(stores.$userInfo.get()).toBeNull();
    expect(storage.local.getItem('account.tokenInfo')).toBeNull();

    const after = await reload();
    expect(after.$tokenInfo.get()).toBeNull();
    expect(after.$sessionContext.get()).toEqual({
      pendingRedirect: { url: 'https://app.example/', id: 'r1' },
      from: 'loxone',
      redirectId: null,
    });
    expect(after.$onboardingInfos.get()).toEqual({ business: 'gym' });
    expect(after.$theme.get()).toBe('light');
    expect(storedLanguageChoice()).toBe('fr');
    expect(after.getDraft('signin')).toEqual({ email: 'ann@example.com' });
  });

  it('startSession drops the user info of an earlier session', async () => {
    const stores = await reload();
    stores.setUserInfo({ role: 'user', firstOnboardingDone: true });
    stores.startSession(TOKENS);
    expect(stores.$userInfo.get()).toBeNull();
  });

  it('markOnboardingDone sets the flag of known user info', async () => {
    const stores = await reload();
    stores.markOnboardingDone();
    expect(stores.$userInfo.get()).toBeNull();
    stores.setUserInfo({ role: 'user', firstOnboardingDone: false });
    stores.markOnboardingDone();
    expect(stores.$userInfo.get()).toEqual({ role: 'user', firstOnboardingDone: true });
  });
});

describe('corrupt or foreign storage is discarded', () => {
  it.each([
    ['local', 'tokenInfo', '{not json'],
    ['local', 'tokenInfo', JSON.stringify({ token: 'a', refreshToken: 'b' })],
    ['local', 'tokenInfo', JSON.stringify([1, 2])],
    ['session', 'userInfo', JSON.stringify({ role: 5, firstOnboardingDone: true })],
    ['session', 'theme', JSON.stringify('blue')],
    ['session', 'sessionContext', '"x"'],
    ['session', 'drafts', 'null'],
  ] as const)('%s %s = %s', async (area, key, raw) => {
    storage[area].setItem(`account.${key}`, raw);
    const stores = await reload();
    expect(stores.$tokenInfo.get()).toBeNull();
    expect(stores.$userInfo.get()).toBeNull();
    expect(stores.$theme.get()).toBe('dark');
    expect(stores.$sessionContext.get().from).toBeNull();
    expect(stores.$drafts.get()).toEqual({});
    if (raw !== 'null') expect(storage[area].getItem(`account.${key}`)).toBeNull();
  });

  it('keeps the valid fields of partly invalid values', async () => {
    storage.local.setItem('account.tokenInfo', JSON.stringify({ ...TOKENS, extra: 'x' }));
    storage.session.setItem(
      'account.onboardingInfos',
      JSON.stringify({
        business: 'bar',
        gender: 'robot',
        age: [40, 10],
        styles: ['trendy', 'loud'],
      }),
    );
    storage.session.setItem(
      'account.sessionContext',
      JSON.stringify({ pendingRedirect: { url: 5 }, from: 'android', redirectId: 'r1' }),
    );
    storage.session.setItem(
      'account.drafts',
      JSON.stringify({ signup: { email: 'a@b.co', password: 'leak', n: 3 }, bad: 'x' }),
    );
    const stores = await reload();
    expect(stores.$tokenInfo.get()).toEqual(TOKENS);
    expect(stores.$onboardingInfos.get()).toEqual({ business: 'bar', styles: ['trendy'] });
    expect(stores.$sessionContext.get()).toEqual({
      pendingRedirect: null,
      from: 'android',
      redirectId: 'r1',
    });
    expect(stores.$drafts.get()).toEqual({ signup: { email: 'a@b.co' } });
  });

  it('leaves foreign keys alone', async () => {
    storage.local.setItem('tokenInfo', 'foreign');
    const stores = await reload();
    stores.startSession(TOKENS);
    stores.expireSession();
    expect(storage.local.getItem('tokenInfo')).toBe('foreign');
  });
});

describe('unavailable storage never throws', () => {
  it('works without any storage (SSR / node)', async () => {
    uninstallStorage();
    const stores = await reload();
    expect(() => {
      stores.startSession(TOKENS);
      stores.setDraftField('f', 'email', 'x');
      stores.chooseLanguage('es');
      stores.expireSession();
    }).not.toThrow();
    expect(stores.$language.get()).toBe('es');
    expect(storedLanguageChoice()).toBeNull();
  });

  it('works when storage throws (private mode, full quota)', async () => {
    const throwing = new MemoryStorage();
    const fail = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    throwing.getItem = fail;
    throwing.setItem = fail;
    throwing.removeItem = fail;
    vi.stubGlobal('localStorage', throwing);
    vi.stubGlobal('sessionStorage', throwing);
    const stores = await reload();
    expect(() => {
      stores.startSession(TOKENS);
      stores.$theme.set('light');
      stores.expireSession();
    }).not.toThrow();
    expect(stores.$theme.get()).toBe('light');
  });

  it('works when merely touching storage throws', async () => {
    uninstallStorage();
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const stores = await reload();
    expect(() => stores.startSession(TOKENS)).not.toThrow();
    expect(stores.$tokenInfo.get()).toEqual(TOKENS);
  });
});

describe('drafts', () => {
  it('records fields per form, never passwords, and clears a form', async () => {
    const stores = await reload();
    stores.setDraftField('signup', 'email', 'ann@example.com');
    stores.setDraftField('signup', 'firstName', 'Ann');
    stores.setDraftField('signup', 'password', 'secret');
    stores.setDraftField('reset', 'newPassword', 'secret');
    // A secret field a future form might add is not stored unless listed on purpose.
    stores.setDraftField('signin', 'otp', 'secret');
    stores.setDraftField('signin', 'pinCode', 'secret');
    stores.setDraftField('signin', 'email', 'bob@example.com');
    expect(stores.getDraft('signup')).toEqual({ email: 'ann@example.com', firstName: 'Ann' });
    expect(stores.getDraft('reset')).toEqual({});
    expect(storage.session.key(0) ?? '').not.toContain('secret');
    expect(storage.session.getItem('account.drafts')).not.toContain('secret');
    stores.clearDraft('signup');
    expect(stores.getDraft('signup')).toEqual({});
    expect(stores.getDraft('signin')).toEqual({ email: 'bob@example.com' });
  });
});

describe('theme and language', () => {
  it('reads only a valid stored theme, dark otherwise', async () => {
    storage.session.setItem('account.theme', JSON.stringify('neon'));
    const stores = await reload();
    expect(stores.$theme.get()).toBe('dark');
    storage.session.setItem('account.theme', JSON.stringify('light'));
    expect((await reload()).$theme.get()).toBe('light');
  });

  it('starts in the language of the page', async () => {
    vi.stubGlobal('location', { pathname: '/it/signin' });
    expect((await reload()).$language.get()).toBe('it');
    vi.stubGlobal('document', { documentElement: { lang: 'es' } });
    expect((await reload()).pageLanguage()).toBe('es');
  });
});
