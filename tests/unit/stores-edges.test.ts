// The stores at the edges: storage that is missing, throws or is full; stored values of the wrong
// shape (discarded field by field, never trusted); and the page language when <html lang> is odd.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeDrafts } from '../../src/lib/stores/drafts';
import { pageLanguage } from '../../src/lib/stores/language';
import { decodeOnboardingInfos, isAgeRange } from '../../src/lib/stores/onboarding';
import { decodeSessionContext } from '../../src/lib/stores/session';
import { readJson, removeKey, writeJson } from '../../src/lib/stores/storage';
import { isTheme } from '../../src/lib/stores/theme';
import { $tokenInfo, getAccessToken } from '../../src/lib/stores/tokenInfo';
import { MemoryStorage, installStorage, uninstallStorage } from './support/memory-storage';

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

describe('stored values of the wrong shape', () => {
  it('drafts: only string values of fields that may be kept', () => {
    expect(decodeDrafts('x')).toBeUndefined();
    expect(
      decodeDrafts({
        signin: { email: 'a@b.c', password: 'secret', terms: true },
        broken: 'x',
        sonos: { activationCode: 'AC', lastName: 'L', otp: '123' },
      }),
    ).toEqual({ signin: { email: 'a@b.c' }, sonos: { activationCode: 'AC', lastName: 'L' } });
  });

  it('onboarding: field by field', () => {
    expect(decodeOnboardingInfos(['bar'])).toBeUndefined();
    expect(
      decodeOnboardingInfos({
        business: '',
        gender: 'other',
        age: [10, 5],
        styles: ['trendy', 'loud'],
        genres: ['jazz', '', 3],
        smartGenres: 'yes',
      }),
    ).toEqual({ styles: ['trendy'], genres: ['jazz'] });
    expect(decodeOnboardingInfos({ business: 'bar', age: [18, 50], smartGenres: false })).toEqual({
      business: 'bar',
      age: [18, 50],
      smartGenres: false,
    });
    expect(decodeOnboardingInfos({ business: 7 })).toEqual({});
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
  ])('age range %j is %s', (value, valid) => {
    expect(isAgeRange(value)).toBe(valid);
  });

  it('session context: empty strings read as nothing', () => {
    expect(
      decodeSessionContext({ pendingRedirect: { url: '', id: '' }, from: 'ios', redirectId: '' }),
    ).toEqual({ pendingRedirect: null, from: 'ios', redirectId: null });
    expect(
      decodeSessionContext({
        pendingRedirect: { url: 'https://a.example', id: 'r' },
        redirectId: 'x',
      }),
    ).toEqual({
      pendingRedirect: { url: 'https://a.example', id: 'r' },
      from: null,
      redirectId: 'x',
    });
  });

  it('theme: dark or light', () => {
    expect(isTheme('dark')).toBe(true);
    expect(isTheme('light')).toBe(true);
    expect(isTheme('')).toBe(false);
    expect(isTheme('blue')).toBe(false);
  });
});

describe('session and page language', () => {
  it('gives no access token without a session', () => {
    $tokenInfo.set(null);
    expect(getAccessToken()).toBeNull();
  });

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
