// Small pure pieces many pages rely on: filling a translated text, splitting its tags, the
// language of a path and of a route parameter, the pages per language, token links and redirects.
import { describe, expect, it } from 'vitest';
import { format, parseRich } from '../../src/lib/i18n/format';
import { languageFromPath, localizePath, stripLanguage } from '../../src/lib/i18n/languages';
import { getLanguagePaths, languageFromParam } from '../../src/lib/i18n/paths';
import { appendQueryParams, safeRedirectUrl, type RedirectPolicy } from '../../src/lib/redirects';
import { ROUTES, readTokenSegments } from '../../src/lib/routes';

describe('format', () => {
  it('fills named placeholders, with or without spaces, and keeps unknown ones', () => {
    expect(format('Hi {{name}}, {{ count }} new', { name: 'Ana', count: 3 })).toBe('Hi Ana, 3 new');
    expect(format('{{name_2}} and {{other}}', { name_2: 'x' })).toBe('x and {{other}}');
    expect(format('{{a}}{{b}}', { a: 1, b: 2 })).toBe('12');
    expect(format('{{ a b }}', { a: 1 })).toBe('{{ a b }}');
  });
});

describe('parseRich', () => {
  it('splits text and named tags in order', () => {
    expect(
      parseRich('I accept the <terms>terms</terms> and the <privacy>policy</privacy>.'),
    ).toEqual([
      { text: 'I accept the ' },
      { text: 'terms', tag: 'terms' },
      { text: ' and the ' },
      { text: 'policy', tag: 'privacy' },
      { text: '.' },
    ]);
  });

  it('handles tags at the edges, empty and multi-line content, and plain text', () => {
    expect(parseRich('<b>x</b>')).toEqual([{ text: 'x', tag: 'b' }]);
    expect(parseRich('<b></b>!')).toEqual([{ text: '', tag: 'b' }, { text: '!' }]);
    expect(parseRich('<em>two\nlines</em>')).toEqual([{ text: 'two\nlines', tag: 'em' }]);
    expect(parseRich('<a>1</a><a>2</a>')).toEqual([
      { text: '1', tag: 'a' },
      { text: '2', tag: 'a' },
    ]);
    expect(parseRich('plain')).toEqual([{ text: 'plain' }]);
    expect(parseRich('')).toEqual([]);
    expect(parseRich('<x>unclosed')).toEqual([{ text: '<x>unclosed' }]);
  });
});

describe('languages of paths', () => {
  it('reads the language of a path; the default language has no prefix', () => {
    expect(languageFromPath('/fr/signin')).toBe('fr');
    expect(languageFromPath('/en/signin')).toBe('en');
    expect(languageFromPath('/signin')).toBe('en');
  });

  it('strips the prefix, leaving the root for a bare prefix or an empty path', () => {
    expect(stripLanguage('/de')).toBe('/');
    expect(stripLanguage('/de/x')).toBe('/x');
    expect(stripLanguage('')).toBe('/');
    expect(stripLanguage('/en/x')).toBe('/en/x');
  });

  it('localizes a path given without its leading slash', () => {
    expect(localizePath('signin', 'it')).toBe('/it/signin');
    expect(localizePath('signin', 'en')).toBe('/signin');
  });

  it('builds one page per language, English without prefix', () => {
    const paths = getLanguagePaths();
    expect(paths).toHaveLength(5);
    expect(paths).toEqual(
      expect.arrayContaining(
        [undefined, 'fr', 'de', 'it', 'es'].map((lang) => ({ params: { lang } })),
      ),
    );
    expect(languageFromParam('es')).toBe('es');
    expect(languageFromParam(undefined)).toBe('en');
    expect(languageFromParam('pt')).toBe('en');
  });
});

describe('token links', () => {
  it('reads the segments after the shell, with or without language and trailing slashes', () => {
    expect(readTokenSegments('/reset-password/a%40b.c/T1', ROUTES.resetPassword, 2)).toEqual([
      'a@b.c',
      'T1',
    ]);
    expect(readTokenSegments('/fr/reset-password/a%40b.c/T1//', ROUTES.resetPassword, 2)).toEqual([
      'a@b.c',
      'T1',
    ]);
  });

  it('refuses a damaged link', () => {
    expect(readTokenSegments('/reset-password', ROUTES.resetPassword, 2)).toBeNull();
    expect(readTokenSegments('/reset-password/', ROUTES.resetPassword, 2)).toBeNull();
    expect(readTokenSegments('/reset-password/a%40b.c', ROUTES.resetPassword, 2)).toBeNull();
    expect(readTokenSegments('/reset-password/a%40b.c/%20', ROUTES.resetPassword, 2)).toBeNull();
    expect(readTokenSegments('/reset-password/%E0%A4%A/T1', ROUTES.resetPassword, 2)).toBeNull();
    expect(readTokenSegments('/elsewhere/a/b', ROUTES.resetPassword, 2)).toBeNull();
  });
});

describe('redirects at the edges', () => {
  const policy: RedirectPolicy = {
    allowedHosts: ['app.example', 'api.example:8443'],
    currentOrigin: 'https://account.example',
  };

  it('trims the address before judging it', () => {
    expect(safeRedirectUrl('  https://app.example/x  ', policy)).toBe('https://app.example/x');
    expect(safeRedirectUrl('  //evil.example/', policy)).toBeNull();
  });

  it('follows a path that merely ends with two slashes on this site, collapsed', () => {
    expect(safeRedirectUrl('/done//', policy)).toBe('https://account.example/done/');
  });

  it('refuses a user name or a password in the address', () => {
    expect(safeRedirectUrl('https://user@app.example/', policy)).toBeNull();
    expect(safeRedirectUrl('https://:pw@app.example/', policy)).toBeNull();
  });

  it('refuses other schemes even for an allowed host', () => {
    expect(safeRedirectUrl('ftp://app.example/', policy)).toBeNull();
    expect(safeRedirectUrl('ws://app.example/', policy)).toBeNull();
  });

  it('matches an allowlist entry with a port against host and port', () => {
    expect(safeRedirectUrl('https://api.example:8443/x', policy)).toBe(
      'https://api.example:8443/x',
    );
    expect(safeRedirectUrl('https://api.example/x', policy)).toBeNull();
  });

  it('treats nothing as same-origin outside a browser', () => {
    const noOrigin: RedirectPolicy = { allowedHosts: [], currentOrigin: null };
    expect(safeRedirectUrl('https://account.example/x', noOrigin)).toBeNull();
    expect(safeRedirectUrl('/x', noOrigin)).toBeNull();
  });

  it('appends after a trailing ? or &, and with & after a query', () => {
    expect(appendQueryParams('https://a.example/?', { t: '1' })).toBe('https://a.example/?t=1');
    expect(appendQueryParams('https://a.example/?a=1&', { t: '1' })).toBe(
      'https://a.example/?a=1&t=1',
    );
    expect(appendQueryParams('https://a.example/?&a=1', { t: '1' })).toBe(
      'https://a.example/?&a=1&t=1',
    );
  });
});
