import { describe, expect, it } from 'vitest';
import { ConfigError, config, parseConfig, stringEnv } from '../../src/lib/config';

describe('parseConfig defaults', () => {
  it('works with an empty environment', () => {
    const cfg = parseConfig({});
    expect(cfg).toMatchObject({
      apiUrl: '/api',
      clientId: 'account-web',
      clientIdHeader: 'X-Client-Id',
      googleClientId: 'local-dev-google-client-id',
      googleScriptUrl: 'https://accounts.google.com/gsi/client',
      appScheme: 'musicbusiness://',
      // A local build: same-origin links stay relative, whatever port serves the site.
      siteUrl: null,
      accountUrl: '',
      electronParentOrigin: 'http://localhost:4321',
      redirectAllowlist: [],
      pricingFrameOrigins: ['https://www.tunebiz.example'],
      webAppUrl: null,
      brandName: 'Tunebiz',
    });
    for (const link of Object.values(cfg.links)) expect(link).toMatch(/^https:\/\//);
  });

  it('treats empty and blank values as unset', () => {
    expect(parseConfig({ PUBLIC_API_URL: '', PUBLIC_BRAND_NAME: '  ' })).toMatchObject({
      apiUrl: '/api',
      brandName: 'Tunebiz',
    });
  });

  it('gives the build config from import.meta.env', () => {
    expect(config.apiUrl).toBe(parseConfig(stringEnv(import.meta.env)).apiUrl);
  });
});

describe('parseConfig values', () => {
  it('reads and normalizes every variable', () => {
    const cfg = parseConfig({
      PUBLIC_API_URL: 'https://api.example.com/api/',
      PUBLIC_CLIENT_ID: 'web',
      PUBLIC_CLIENT_ID_HEADER: 'X-App-Id',
      PUBLIC_REDIRECT_ALLOWLIST: ' App.Example.com , *.partner.example, localhost:3000,',
      PUBLIC_PRICING_FRAME_ORIGINS: 'https://www.example.com/, https://example.com',
      PUBLIC_SITE_URL: 'https://account.example.com/',
      PUBLIC_ELECTRON_PARENT_ORIGIN: 'https://shell.example.com',
      PUBLIC_WEB_APP_URL: 'https://app.example.com/home',
      PUBLIC_APP_SCHEME: 'tunebiz://auth',
      PUBLIC_BRAND_NAME: 'Soundshop',
    });
    expect(cfg).toMatchObject({
      apiUrl: 'https://api.example.com/api',
      clientId: 'web',
      clientIdHeader: 'X-App-Id',
      redirectAllowlist: ['app.example.com', '*.partner.example', 'localhost:3000'],
      pricingFrameOrigins: ['https://www.example.com', 'https://example.com'],
      siteUrl: 'https://account.example.com',
      accountUrl: 'https://account.example.com',
      electronParentOrigin: 'https://shell.example.com',
      webAppUrl: 'https://app.example.com/home',
      appScheme: 'tunebiz://auth',
      brandName: 'Soundshop',
    });
  });
});

describe('parseConfig errors name the variable', () => {
  it.each([
    ['PUBLIC_API_URL', 'not a url'],
    ['PUBLIC_API_URL', '//api.example.com'],
    ['PUBLIC_API_URL', 'ftp://api.example.com'],
    ['PUBLIC_GOOGLE_SCRIPT_URL', 'javascript:alert(1)'],
    ['PUBLIC_LOXONE_CALLBACK_URL', 'loxone'],
    ['PUBLIC_TERMS_URL', 'https://user:pw@example.com/terms'],
    ['PUBLIC_GET_APP_URL', '/get-app'],
    ['PUBLIC_WEB_APP_URL', 'app.example.com'],
    ['PUBLIC_SITE_URL', 'https://example.com/path'],
    ['PUBLIC_ACCOUNT_URL', 'example.com'],
    ['PUBLIC_ELECTRON_PARENT_ORIGIN', '*'],
    ['PUBLIC_PRICING_FRAME_ORIGINS', 'https://ok.example, nope'],
    ['PUBLIC_REDIRECT_ALLOWLIST', 'https://app.example.com'],
    ['PUBLIC_REDIRECT_ALLOWLIST', 'app.example.com/path'],
    ['PUBLIC_CLIENT_ID_HEADER', 'X Client'],
    ['PUBLIC_APP_SCHEME', 'musicbusiness'],
    ['PUBLIC_APP_SCHEME', 'https://example.com'],
  ] as const)('%s=%j throws', (variable, value) => {
    let error: unknown;
    try {
      parseConfig({ [variable]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toContain(variable);
  });
});

describe('stringEnv', () => {
  it('keeps only string entries', () => {
    expect(stringEnv({ A: 'x', DEV: true, N: 1 })).toEqual({ A: 'x' });
  });
});
