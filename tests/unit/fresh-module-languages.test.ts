// src/lib/i18n/languages.ts: the interface languages, each test on a freshly loaded module: these
// tables are module constants, and the islands load some of their modules lazily, so the mutation
// run (`npm run mutate`) tries a change to them only against tests that load the module themselves.
// Loading it anew in each test makes these tests among them.
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
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
