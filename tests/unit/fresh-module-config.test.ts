// The build configuration's checks, each test on a freshly loaded module: the patterns a header
// name, an app scheme and an allowlist host must match are module constants, and vitest's own
// configuration loads this module before any test, so the mutation run (`npm run mutate`) tries a
// change to them only against tests that load the module themselves.
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});

const parse = async (env: Record<string, string>) =>
  (await import('../../src/lib/config-parse')).parseConfig(env);

describe('build configuration checks', () => {
  it('takes a header name of token characters only', async () => {
    for (const ok of ['X-Client', "a!#$%&'*+.^_`|~0-9"]) {
      expect((await parse({ PUBLIC_CLIENT_ID_HEADER: ok })).clientIdHeader).toBe(ok);
    }
    for (const bad of ['X Client', 'X:Client', 'X-Client\u00e9', '(X)', 'X@']) {
      await expect(parse({ PUBLIC_CLIENT_ID_HEADER: bad }), bad).rejects.toThrow(
        /PUBLIC_CLIENT_ID_HEADER/,
      );
    }
  });

  it('takes an app scheme like myapp://, never a web or script scheme', async () => {
    for (const ok of ['tunebiz://', 'my.app+x-1://open', 'A1://']) {
      expect((await parse({ PUBLIC_APP_SCHEME: ok })).appScheme).toBe(ok);
    }
    for (const bad of [
      'tunebiz',
      'tunebiz:/',
      '1app://',
      'x y://',
      'my_app://',
      'app://a b',
      ' https://x',
      'https://x',
      'javascript://x',
      'data://x',
      'file://x',
      'xapp!://',
    ]) {
      await expect(parse({ PUBLIC_APP_SCHEME: bad }), bad).rejects.toThrow(/PUBLIC_APP_SCHEME/);
    }
  });

  it('takes allowlist hosts with an optional *. and port', async () => {
    const cfg = await parse({
      PUBLIC_REDIRECT_ALLOWLIST: 'App.example.com, *.example.org,a,a-b.c:8080, x1.y2',
    });
    expect(cfg.redirectAllowlist).toEqual([
      'app.example.com',
      '*.example.org',
      'a',
      'a-b.c:8080',
      'x1.y2',
    ]);
    for (const bad of [
      'https://x.example',
      '-x.example',
      'x-.example',
      'x..example',
      '.x.example',
      'x.example.',
      'x.-y',
      'x.y-',
      '*x.example',
      '**.x',
      'x_y.example',
      'x.example:123456',
      'x.example:',
      'x.example/path',
    ]) {
      await expect(parse({ PUBLIC_REDIRECT_ALLOWLIST: bad }), bad).rejects.toThrow(
        /PUBLIC_REDIRECT_ALLOWLIST/,
      );
    }
  });

  it('lets the desktop app post from the local site by default', async () => {
    expect((await parse({})).electronParentOrigin).toBe('http://localhost:4321');
    expect((await parse({ PUBLIC_SITE_URL: 'https://account.example' })).electronParentOrigin).toBe(
      'https://account.example',
    );
  });

  it('takes a mailto: address or an https URL as the security contact', async () => {
    expect((await parse({})).securityContact).toBe('mailto:security@tunebiz.example');
    expect((await parse({ PUBLIC_SECURITY_CONTACT: 'mailto:a@b' })).securityContact).toBe(
      'mailto:a@b',
    );
    expect(
      (await parse({ PUBLIC_SECURITY_CONTACT: 'https://example.com/security' })).securityContact,
    ).toBe('https://example.com/security');
    for (const bad of [
      'mailto:a',
      'mailto:a@b c',
      'x mailto:a@b',
      'mailto:a@b@c',
      'http://x.example',
    ]) {
      await expect(parse({ PUBLIC_SECURITY_CONTACT: bad }), bad).rejects.toThrow(
        'PUBLIC_SECURITY_CONTACT',
      );
    }
    await expect(parse({ PUBLIC_SECURITY_CONTACT: 'https://' })).rejects.toThrow(
      'PUBLIC_SECURITY_CONTACT',
    );
  });
});
