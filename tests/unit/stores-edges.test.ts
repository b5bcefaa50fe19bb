// The stores at the edges: storage that is missing, throws or is full; stored values of the wrong
// shape (discarded field by field, never trusted); and the page language when <html lang> is odd.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLanguage } from '../../src/lib/stores/language';
import { readJson, removeKey, writeJson } from '../../src/lib/stores/storage';
import { MemoryStorage, installStorage, uninstallStorage } from './support/memory-storage';
import { reloadStoresWith, storedText } from './support/stores';

afterEach(() => {
  vi.unstubAllGlobals();
  uninstallStorage();
});

/** A storage whose every method throws (private mode, disabled storage). */
class ThrowingStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new Error('denied');
  }
  override setItem(): void {
    throw new Error('QuotaExceededError');
  }
  override removeItem(): void {
    throw new Error('denied');
  }
}

describe('storage', () => {
  beforeEach(() => installStorage());

  it('writes and reads JSON under the site prefix, and removes it', () => {
    expect(writeJson('local', 'k', { a: 1 })).toBe(true);
    expect(localStorage.getItem('account.k')).toBe('{"a":1}');
    expect(readJson('local', 'k')).toEqual({ a: 1 });
    removeKey('local', 'k');
    expect(readJson('local', 'k')).toBeNull();
  });

  it('keeps a stored JSON null apart from nothing stored', () => {
    expect(readJson('session', 'absent')).toBeNull();
    sessionStorage.setItem('account.k', 'false');
    expect(readJson('session', 'k')).toBe(false);
  });

  it('discards a value that is not JSON', () => {
    sessionStorage.setItem('account.k', '{broken');
    expect(readJson('session', 'k')).toBeNull();
    expect(sessionStorage.getItem('account.k')).toBeNull();
  });

  it('does nothing, quietly, when storage throws or is full', () => {
    vi.stubGlobal('localStorage', new ThrowingStorage());
    expect(readJson('local', 'k')).toBeNull();
    expect(writeJson('local', 'k', 1)).toBe(false);
    expect(() => removeKey('local', 'k')).not.toThrow();
  });

  it('does nothing, quietly, when even touching storage throws', () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(readJson('session', 'k')).toBeNull();
    expect(writeJson('session', 'k', 1)).toBe(false);
    expect(() => removeKey('session', 'k')).not.toThrow();
  });

  it('does nothing without storage at all', () => {
    uninstallStorage();
    expect(readJson('local', 'k')).toBeNull();
    expect(writeJson('local', 'k', 1)).toBe(false);
    expect(() => removeKey('local', 'k')).not.toThrow();
  });
});

// What the next page's store holds after the value was stored: its valid part; a value that is
// not an object at all is dropped from storage and the store starts empty.
describe('stored values of the wrong shape', () => {
  beforeEach(() => installStorage());

  /** The onboarding choices the next page finds after `value` was stored. */
  const onboardingAfter = async (value: unknown) =>
    (await reloadStoresWith('session', 'onboardingInfos', value)).$onboardingInfos.get();

  it('drafts: only string values of fields that may be kept', async () => {
    expect((await reloadStoresWith('session', 'drafts', 'x')).$drafts.get()).toEqual({});
    expect(storedText('session', 'drafts')).toBeNull();
    const stores = await reloadStoresWith('session', 'drafts', {
      signin: { email: 'a@b.c', password: 'secret', terms: true },
      broken: 'x',
      sonos: { activationCode: 'AC', lastName: 'L', otp: '123' },
    });
    expect(stores.$drafts.get()).toEqual({
      signin: { email: 'a@b.c' },
      sonos: { activationCode: 'AC', lastName: 'L' },
    });
  });

  it('onboarding: field by field', async () => {
    expect(await onboardingAfter(['bar'])).toEqual({});
    expect(storedText('session', 'onboardingInfos')).toBeNull();
    expect(
      await onboardingAfter({
        business: '',
        gender: 'other',
        age: [10, 5],
        styles: ['trendy', 'loud'],
        genres: ['jazz', '', 3],
        smartGenres: 'yes',
      }),
    ).toEqual({ styles: ['trendy'], genres: ['jazz'] });
    expect(await onboardingAfter({ business: 'bar', age: [18, 50], smartGenres: false })).toEqual({
      business: 'bar',
      age: [18, 50],
      smartGenres: false,
    });
    expect(await onboardingAfter({ business: 7 })).toEqual({});
  });

  it.each([
    [[0, 50], true],
    [[30, 30], true],
    [[-1, 20], false],
    [[20, 51], false],
    [[20, Number.NaN], false],
    [[Number.POSITIVE_INFINITY, 50], false],
    [['20', 30], false],
    [[20, 30, 40], false],
    [[20], false],
    ['20-30', false],
  ])('age range %j is kept: %s', async (value, valid) => {
    // JSON stores NaN and Infinity as null: those ranges arrive as [20, null] and [null, 50].
    expect((await onboardingAfter({ age: value })).age).toEqual(valid ? value : undefined);
  });

  it('session context: empty strings read as nothing', async () => {
    const contextAfter = async (value: unknown) =>
      (await reloadStoresWith('session', 'sessionContext', value)).$sessionContext.get();
    expect(
      await contextAfter({ pendingRedirect: { url: '', id: '' }, from: 'ios', redirectId: '' }),
    ).toEqual({ pendingRedirect: null, from: 'ios', redirectId: null });
    expect(
      await contextAfter({
        pendingRedirect: { url: 'https://a.example', id: 'r' },
        redirectId: 'x',
      }),
    ).toEqual({
      pendingRedirect: { url: 'https://a.example', id: 'r' },
      from: null,
      redirectId: 'x',
    });
  });

  it.each([
    ['dark', true],
    ['light', true],
    ['', false],
    ['blue', false],
  ])('theme %j is kept: %s', async (theme, valid) => {
    const stores = await reloadStoresWith('session', 'theme', theme);
    expect(stores.$theme.get()).toBe(valid ? theme : 'dark');
    expect(storedText('session', 'theme')).toBe(valid ? JSON.stringify(theme) : null);
  });
});

describe('page language', () => {
  it('reads the page language from <html lang>, else from the path', () => {
    vi.stubGlobal('location', { pathname: '/de/signin' });
    vi.stubGlobal('document', { documentElement: { lang: 'fr-CA' } });
    expect(pageLanguage()).toBe('fr');
    vi.stubGlobal('document', { documentElement: { lang: 'pt' } });
    expect(pageLanguage()).toBe('de');
    vi.stubGlobal('document', { documentElement: { lang: '' } });
    expect(pageLanguage()).toBe('de');
  });
});
