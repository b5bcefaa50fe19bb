import { describe, expect, it, vi } from 'vitest';
import type { TokenData } from '../../src/lib/api/types';
import {
  appReturnUrl,
  appendQueryParams,
  buildReturnTarget,
  postTokensToParent,
  safeRedirectUrl,
  type RedirectPolicy,
} from '../../src/lib/redirects';

const policy: RedirectPolicy = {
  allowedHosts: ['app.tunebiz.example', '*.partner.example', 'localhost:3000'],
  currentOrigin: 'https://account.tunebiz.example',
};

const tokens: TokenData = {
  token: 'acc ess',
  refreshToken: 'ref',
  expiresAt: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiresAt: '2030-02-01T00:00:00.000Z',
};

const cfg = {
  appScheme: 'musicbusiness://',
  loxoneCallbackUrl: 'https://cloud.example/loxone/callback?x=1',
  electronParentOrigin: 'app://shell',
  webAppUrl: null,
  getAppUrl: 'https://www.example/get-app',
};

describe('safeRedirectUrl', () => {
  it.each([
    [
      'https://app.tunebiz.example/play?redirectId=7',
      'https://app.tunebiz.example/play?redirectId=7',
    ],
    ['http://app.tunebiz.example', 'http://app.tunebiz.example/'],
    ['https://APP.tunebiz.example/x', 'https://app.tunebiz.example/x'],
    ['https://eu.partner.example/cb', 'https://eu.partner.example/cb'],
    ['http://localhost:3000/cb', 'http://localhost:3000/cb'],
    ['https://account.tunebiz.example/onboarding', 'https://account.tunebiz.example/onboarding'],
    ['/redirect?x=1', 'https://account.tunebiz.example/redirect?x=1'],
  ])('follows %s', (raw, expected) => expect(safeRedirectUrl(raw, policy)).toBe(expected));

  it.each([
    null,
    undefined,
    '',
    '   ',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x',
    '/\\evil.example/x',
    'https:\\\\evil.example',
    'https://evil.example/',
    'https://app.tunebiz.example.evil.example/',
    'https://evilapp.tunebiz.example/',
    'https://partner.example/',
    'https://app.tunebiz.example@evil.example/',
    'https://user:pw@app.tunebiz.example/',
    'http://localhost:3001/',
    'http://localhost/',
    'https://app.tunebiz.example/\nx',
    'not a url',
    'musicbusiness://auth',
  ])('rejects %j', (raw) => expect(safeRedirectUrl(raw, policy)).toBeNull());

  it('compares origins exactly: a longer host or port that starts like ours is foreign', () => {
    const local: RedirectPolicy = { allowedHosts: [], currentOrigin: 'http://localhost:4321' };
    expect(safeRedirectUrl('http://localhost:43210/x', local)).toBeNull();
    expect(safeRedirectUrl('http://localhost:4321.evil.example/x', local)).toBeNull();
    expect(safeRedirectUrl('https://account.tunebiz.example.evil.example/', policy)).toBeNull();
    expect(safeRedirectUrl('http://localhost:4321/x', local)).toBe('http://localhost:4321/x');
  });

  it('collapses runs of slashes so a later language switch cannot read the path as a host', () => {
    expect(safeRedirectUrl('/fr//evil.example/?language=en&redirectId=1', policy)).toBe(
      'https://account.tunebiz.example/fr/evil.example/?language=en&redirectId=1',
    );
    expect(safeRedirectUrl('https://app.tunebiz.example//a///b', policy)).toBe(
      'https://app.tunebiz.example/a/b',
    );
  });

  it('rejects relative paths outside a browser (no current origin)', () => {
    expect(safeRedirectUrl('/redirect', { allowedHosts: [], currentOrigin: null })).toBeNull();
  });
});

describe('appendQueryParams', () => {
  it('adds ? or & and keeps the fragment last', () => {
    expect(appendQueryParams('https://a.example/p', { token: 't' })).toBe(
      'https://a.example/p?token=t',
    );
    expect(appendQueryParams('https://a.example/p?x=1#top', { token: 't' })).toBe(
      'https://a.example/p?x=1&token=t#top',
    );
    expect(appendQueryParams('musicbusiness://', { redirectId: 'r 1' })).toBe(
      'musicbusiness://?redirectId=r+1',
    );
    expect(appendQueryParams('https://a.example/?', { a: 'b' })).toBe('https://a.example/?a=b');
    expect(appendQueryParams('https://a.example/', {})).toBe('https://a.example/');
  });
});

describe('return targets', () => {
  const tokenQuery =
    'token=acc+ess&refreshToken=ref&expiresAt=2030-01-01T00%3A00%3A00.000Z' +
    '&refreshTokenExpiresAt=2030-02-01T00%3A00%3A00.000Z';

  it('ios and android: deep link with optional redirectId, then the tokens', () => {
    expect(appReturnUrl('ios', 'r1', cfg)).toBe('musicbusiness://?redirectId=r1');
    expect(appReturnUrl('android', null, cfg)).toBe('musicbusiness://');
    expect(buildReturnTarget({ platform: 'ios', redirectId: 'r1', tokens }, cfg)).toEqual({
      kind: 'url',
      url: `musicbusiness://?redirectId=r1&${tokenQuery}`,
    });
    expect(buildReturnTarget({ platform: 'android', redirectId: null, tokens }, cfg)).toEqual({
      kind: 'url',
      url: `musicbusiness://?${tokenQuery}`,
    });
  });

  it('loxone: the cloud callback with the tokens', () => {
    expect(appReturnUrl('loxone', 'r1', cfg)).toBe(cfg.loxoneCallbackUrl);
    const target = buildReturnTarget({ platform: 'loxone', redirectId: null, tokens }, cfg);
    expect(target).toEqual({ kind: 'url', url: `${cfg.loxoneCallbackUrl}&${tokenQuery}` });
    const url = new URL(target.kind === 'url' ? target.url : '');
    expect(url.searchParams.get('token')).toBe('acc ess');
    expect(url.searchParams.get('refreshTokenExpiresAt')).toBe(tokens.refreshTokenExpiresAt);
  });

  it('electron: a JSON message of tokens and redirectId for the configured origin', () => {
    const target = buildReturnTarget({ platform: 'electron', redirectId: 'r9', tokens }, cfg);
    expect(target.kind).toBe('postMessage');
    if (target.kind !== 'postMessage') return;
    expect(target.targetOrigin).toBe('app://shell');
    expect(JSON.parse(target.message)).toEqual({ ...tokens, redirectId: 'r9' });
    expect(appReturnUrl('electron', 'r9', cfg)).toBeNull();
  });

  it('web: the get-app page without tokens, or the configured web app with tokens', () => {
    expect(buildReturnTarget({ platform: null, redirectId: null, tokens }, cfg)).toEqual({
      kind: 'url',
      url: cfg.getAppUrl,
    });
    const webApp = { ...cfg, webAppUrl: 'https://app.example/' };
    expect(buildReturnTarget({ platform: null, redirectId: null, tokens }, webApp)).toEqual({
      kind: 'url',
      url: `https://app.example/?${tokenQuery}`,
    });
  });
});

describe('postTokensToParent', () => {
  it('posts the JSON message to the configured parent origin only', () => {
    const postMessage = vi.fn();
    expect(postTokensToParent({ postMessage }, tokens, 'r1', 'https://shell.example')).toBe(true);
    expect(postMessage).toHaveBeenCalledTimes(1);
    const [message, origin] = postMessage.mock.calls[0] as [string, string];
    expect(origin).toBe('https://shell.example');
    expect(JSON.parse(message)).toEqual({ ...tokens, redirectId: 'r1' });
  });

  it('refuses a wildcard or missing origin and a missing target', () => {
    const postMessage = vi.fn();
    expect(postTokensToParent({ postMessage }, tokens, null, '*')).toBe(false);
    expect(postTokensToParent({ postMessage }, tokens, null, '')).toBe(false);
    expect(postTokensToParent(null, tokens, null, 'https://shell.example')).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
