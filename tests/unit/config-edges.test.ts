// Each PUBLIC_* variable reaches its setting, and a bad value stops the build with a message that
// names the variable and says what is wrong.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/lib/config';

/** The message a bad value stops the build with. */
function failure(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).name).toBe('ConfigError');
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('every variable reaches its setting', () => {
  it('links, Google client, frame origins', () => {
    const cfg = parseConfig({
      PUBLIC_GOOGLE_CLIENT_ID: 'gid',
      PUBLIC_GET_APP_URL: 'https://m.example/app',
      PUBLIC_ADD_TO_SONOS_URL: 'https://m.example/sonos',
      PUBLIC_ADD_TO_LOXONE_URL: 'https://m.example/loxone',
      PUBLIC_TERMS_URL: 'https://m.example/terms',
      PUBLIC_PRIVACY_URL: 'https://m.example/privacy',
      PUBLIC_CONTACT_URL: 'https://m.example/contact',
      PUBLIC_PRICING_FRAME_ORIGINS: ' https://a.example , ,https://b.example',
      PUBLIC_CHECKOUT_FRAME_ORIGINS: 'https://pay.example',
    });
    expect(cfg.googleClientId).toBe('gid');
    expect(cfg.links).toEqual({
      getApp: 'https://m.example/app',
      addToSonos: 'https://m.example/sonos',
      addToLoxone: 'https://m.example/loxone',
      terms: 'https://m.example/terms',
      privacy: 'https://m.example/privacy',
      contact: 'https://m.example/contact',
    });
    expect(cfg.pricingFrameOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(cfg.checkoutFrameOrigins).toEqual(['https://pay.example']);
  });

  it('an http (not only https) link is accepted; every trailing slash of the API URL goes', () => {
    expect(parseConfig({ PUBLIC_TERMS_URL: 'http://m.example/terms' }).links.terms).toBe(
      'http://m.example/terms',
    );
    expect(parseConfig({ PUBLIC_API_URL: 'https://api.example/v//' }).apiUrl).toBe(
      'https://api.example/v',
    );
    expect(parseConfig({ PUBLIC_API_URL: '/' }).apiUrl).toBe('/');
  });
});

describe('PUBLIC_PASSKEYS', () => {
  it('is on by default (the reference API has the endpoints) and off with 0', () => {
    expect(parseConfig({}).passkeys).toBe(true);
    expect(parseConfig({ PUBLIC_PASSKEYS: '1' }).passkeys).toBe(true);
    expect(parseConfig({ PUBLIC_PASSKEYS: '0' }).passkeys).toBe(false);
  });
});

describe('a bad value names its variable and the problem', () => {
  it.each([
    [
      { PUBLIC_TERMS_URL: 'not a url' },
      'PUBLIC_TERMS_URL must be an absolute http(s) URL, got "not a url"',
    ],
    [
      { PUBLIC_CONTACT_URL: 'ftp://m.example/' },
      'PUBLIC_CONTACT_URL must use http or https, got "ftp://m.example/"',
    ],
    [
      { PUBLIC_PRIVACY_URL: 'https://user@m.example/' },
      'PUBLIC_PRIVACY_URL must not contain credentials',
    ],
    [
      { PUBLIC_PRIVACY_URL: 'https://:pw@m.example/' },
      'PUBLIC_PRIVACY_URL must not contain credentials',
    ],
    [
      { PUBLIC_SITE_URL: 'nope' },
      'PUBLIC_SITE_URL must be an origin like https://example.com, got "nope"',
    ],
    [
      { PUBLIC_SITE_URL: 'ftp://a.example' },
      'PUBLIC_SITE_URL must be an origin like https://example.com, got "ftp://a.example"',
    ],
    [
      { PUBLIC_CHECKOUT_FRAME_ORIGINS: 'https://pay.example/path' },
      'PUBLIC_CHECKOUT_FRAME_ORIGINS must be an origin',
    ],
    [
      { PUBLIC_CLIENT_ID_HEADER: 'X Client' },
      'PUBLIC_CLIENT_ID_HEADER is not a valid header name: "X Client"',
    ],
    [
      { PUBLIC_APP_SCHEME: 'http://app' },
      'PUBLIC_APP_SCHEME must look like "myapp://", got "http://app"',
    ],
    [{ PUBLIC_APP_SCHEME: 'JavaScript://x' }, 'PUBLIC_APP_SCHEME must look like'],
    [
      { PUBLIC_REDIRECT_ALLOWLIST: 'ok.example,bad host' },
      'PUBLIC_REDIRECT_ALLOWLIST has an invalid host "bad host"',
    ],
    [{ PUBLIC_PASSKEYS: 'yes' }, 'PUBLIC_PASSKEYS must be 1 or 0, got "yes"'],
  ])('%j', (env, message) => {
    expect(failure(env)).toContain(`Invalid configuration: ${message}`);
  });

  it('accepts an app scheme that merely contains http', () => {
    expect(parseConfig({ PUBLIC_APP_SCHEME: 'myhttpapp://' }).appScheme).toBe('myhttpapp://');
  });
});
