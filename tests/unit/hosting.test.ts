import { describe, expect, it } from 'vitest';
import {
  buildHeadersFile,
  buildRedirects,
  frameAncestors,
  headerRules,
  metaContentSecurityPolicy,
  type BuiltPage,
  type HeaderRule,
  type HostingOptions,
} from '../../src/lib/hosting';
import { buildNetlifyToml, netlifyTomlRedirects } from '../../src/lib/hosting/netlify';
import { buildRobots, buildSecurityTxt, buildSitemap } from '../../src/lib/hosting/seo';
import { hostTargets, hostingFiles, inlineScriptHashes } from '../../src/integrations/hosting';
import { parseConfig } from '../../src/lib/config-parse';

const options: HostingOptions = {
  apiOrigin: 'https://api.example.com',
  pricingFrameOrigins: ['https://www.example.com'],
  electronParentOrigin: 'app://shell',
};

/** The value of header `name` that the rule for `pattern` sets, if any. */
function headerOf(rules: readonly HeaderRule[], pattern: string, name: string) {
  return rules.find((r) => r.pattern === pattern)?.headers.find(([n]) => n === name)?.[1];
}

describe('buildRedirects', () => {
  const [wellKnown, ...rules] = buildRedirects({ slashRedirects: false }).trim().split('\n');

  it('first sends /.well-known/change-password to the reset request (static rules first)', () => {
    expect(wellKnown).toBe('/.well-known/change-password  /forgot-password  302');
  });

  it('rewrites every token route to its shell page in every language, and nothing else', () => {
    expect(rules).toContain('/reset-password/*  /reset-password  200');
    expect(rules).toContain('/fr/app/verify/*  /fr/app/verify  200');
    expect(rules).toContain('/es/invitation/*  /es/invitation  200');
    expect(rules).toContain('/de/invite-super-admin/*  /de/invite-super-admin  200');
    // Netlify's file: no status 404, no forced rule, no slash rule.
    expect(rules.every((line) => line.endsWith(' 200'))).toBe(true);
    expect(rules).toHaveLength(4 * 5);
  });

  it('moves token links with a trailing slash to their one URL first on Cloudflare', () => {
    const [first, ...cloudflare] = buildRedirects().trim().split('\n');
    expect(first).toBe(wellKnown);
    expect(cloudflare.slice(0, 4 * 5).every((line) => line.endsWith('  308'))).toBe(true);
    expect(cloudflare).toContain('/app/verify/:token/  /app/verify/:token  308');
    expect(cloudflare.slice(4 * 5)).toEqual(rules);
  });
});

describe('netlify.toml', () => {
  const toml = buildNetlifyToml('24');

  it('answers unknown paths with the page of their language, the English catch-all last', () => {
    const notFound = netlifyTomlRedirects().filter((r) => !r.force);
    expect(notFound).toContainEqual({
      from: '/it/*',
      to: '/it/404.html',
      status: 404,
      force: false,
    });
    expect(notFound.at(-1)).toEqual({ from: '/*', to: '/404.html', status: 404, force: false });
  });

  it('refuses the other hosts’ rule files before anything else, even where a file exists', () => {
    const [first, second] = netlifyTomlRedirects();
    expect([first?.from, second?.from].sort()).toEqual(['/_nginx.conf', '/vercel.json']);
    expect(first?.force && second?.force).toBe(true);
  });

  it('builds for Netlify with Node 24 and pretty URLs', () => {
    expect(toml).toContain('NODE_VERSION = "24"');
    expect(toml).toContain('HOST_TARGET = "netlify"');
    expect(toml).toContain('command = "npm run build"');
  });
});

describe('HOST_TARGET', () => {
  it('names one host, or all when unset, and stops on anything else', () => {
    expect(hostTargets(undefined)).toEqual(['netlify', 'cloudflare', 'vercel', 'nginx']);
    expect(hostTargets('vercel')).toEqual(['vercel']);
    expect(() => hostTargets('netlfy')).toThrow(/HOST_TARGET must be one of/);
  });

  it('is the platform building the site when unset, so no deployment forgets it', () => {
    expect(hostTargets(undefined, { CF_PAGES: '1' })).toEqual(['cloudflare']);
    expect(hostTargets(undefined, { NETLIFY: 'true' })).toEqual(['netlify']);
    expect(hostTargets(undefined, { VERCEL: '1' })).toEqual(['vercel']);
    expect(hostTargets(undefined, { VERCEL: '0', NETLIFY: '' })).toHaveLength(4);
    expect(hostTargets('cloudflare', { CF_PAGES: '1' })).toEqual(['cloudflare']);
    expect(() => hostTargets('nginx', { CF_PAGES: '1' })).toThrow(/runs on cloudflare/);
    // A Cloudflare build without HOST_TARGET publishes no nginx snippet.
    const rules = headerRules([], options);
    expect(Object.keys(hostingFiles(hostTargets(undefined, { CF_PAGES: '1' }), rules))).toEqual([
      '_headers',
      '_redirects',
    ]);
  });

  it('gives Netlify its own rule shape: page rules under the file name, no slash redirects', () => {
    const rules = headerRules([], options);
    const netlify = hostingFiles(['netlify'], rules);
    const cloudflare = hostingFiles(['cloudflare'], rules);
    for (const pattern of [
      '/signin',
      '/signin.html',
      '/:lang/signin.html',
      '/index.html',
      '/fr.html',
    ])
      expect(netlify._headers, pattern).toMatch(
        new RegExp(`^${pattern.replace('.', '\\.')}$`, 'm'),
      );
    expect(cloudflare._headers).not.toMatch(/\.html$/m);
    expect(cloudflare._redirects).toMatch(
      /^\/fr\/reset-password\/:email\/:token\/ {2}\/fr\/reset-password\/:email\/:token {2}308$/m,
    );
    expect(netlify._redirects).not.toMatch(/ 308$/m);
    expect(netlify._redirects).toBe(buildRedirects({ slashRedirects: false }));
  });

  it('writes only the chosen host’s rule files, so no other host’s file is deployed', () => {
    const rules = headerRules([], options);
    const names = (targets: Parameters<typeof hostingFiles>[0]) =>
      Object.keys(hostingFiles(targets, rules)).sort();
    // Vercel's output goes to .vercel/output, outside dist/.
    expect(names(['vercel'])).toEqual([]);
    expect(names(['nginx'])).toEqual(['_nginx-brotli.conf', '_nginx.conf']);
    expect(names(['cloudflare'])).toEqual(['_headers', '_redirects']);
    expect(hostingFiles(['cloudflare'], rules)._redirects).toBe(buildRedirects());
    expect(Object.keys(hostingFiles(hostTargets(undefined), rules))).toHaveLength(4);
  });
});

describe('frameAncestors', () => {
  it('lets only marketing origins frame /pricing, in every language', () => {
    expect(frameAncestors('/pricing', options)).toBe("'self' https://www.example.com");
    expect(frameAncestors('/fr/pricing/', options)).toBe("'self' https://www.example.com");
  });

  it('lets a local build be framed by this machine on the port it is served at (PORT)', () => {
    const local = (env: Record<string, string>) => ({
      ...options,
      electronParentOrigin: parseConfig({ LOCAL_BUILD: '1', ...env }).electronParentOrigin,
    });
    expect(frameAncestors('/signin', local({ PORT: '4462' }))).toBe('http://localhost:4462');
    expect(frameAncestors('/signin', local({}))).toBe('http://localhost:4321');
  });

  it('lets only the electron shell frame the pages of its sign-in path, up to /redirect', () => {
    for (const path of [
      '/',
      '/signup',
      '/fr/signin',
      '/thank-you',
      '/de/forgot-password',
      '/new-password',
      '/it/reset-password',
      '/success-password',
      '/password-reset-done',
      '/onboarding/step1',
      '/es/onboarding/step2',
      '/onboarding/step3/',
      '/de/redirect',
    ]) {
      expect(frameAncestors(path, options), path).toBe('app://shell');
    }
  });

  it('forbids framing everywhere else', () => {
    for (const path of [
      '/es/subscribe',
      '/app/verify',
      '/invitation',
      '/invite-super-admin',
      '/invitation-accepted',
      '/sonos',
      '/signin-sonos',
      '/pricing-old',
      '/signin-old',
      '/404',
    ]) {
      expect(frameAncestors(path, options), path).toBe("'none'");
    }
  });
});

describe('Content-Security-Policy', () => {
  /** The policy header a host sends for the pages of `pattern`. */
  const policy = (pattern: string, pages: BuiltPage[] = [], opts: HostingOptions = options) =>
    headerOf(headerRules(pages, opts), pattern, 'Content-Security-Policy');
  const csp = policy('/signin', [{ path: '/signin', scriptHashes: ['sha256-abc='] }]);

  it('allows scripts from the site, by hash and from Google sign-in only, never eval', () => {
    expect(csp).toContain(
      "script-src 'self' 'sha256-abc=' https://accounts.google.com/gsi/client;",
    );
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('allows the API origin for requests and the checkout frame', () => {
    expect(csp).toContain(
      "connect-src 'self' https://api.example.com https://accounts.google.com/gsi/",
    );
    expect(csp).toContain("frame-src 'self' https://api.example.com");
    expect(csp).toContain('frame-ancestors app://shell');
  });

  it('names Google’s origins only on the pages that show its button, in every language', () => {
    // The header (a route in every language at once) and the policy each page carries.
    const policies = (routes: [pattern: string, path: string][]) =>
      routes.flatMap(([pattern, path]) => [
        policy(pattern),
        metaContentSecurityPolicy({ path, scriptHashes: [] }, options),
      ]);
    for (const text of policies([
      ['/', '/'],
      ['/signup', '/signup'],
      ['/:lang/signin', '/fr/signin'],
      ['/:lang/signin-sonos', '/de/signin-sonos/'],
    ])) {
      expect(text).toContain('https://accounts.google.com/gsi/client');
    }
    for (const text of policies([
      ['/pricing', '/pricing'],
      ['/thank-you', '/thank-you'],
      ['/:lang/reset-password', '/it/reset-password'],
      ['/:lang/onboarding/step3', '/es/onboarding/step3'],
    ])) {
      expect(text).not.toContain('google');
      expect(text).toContain("script-src 'self';");
    }
  });

  it('allows the configured payment provider in the checkout frame', () => {
    const withProvider = policy('/subscribe', [], {
      ...options,
      checkoutFrameOrigins: ['https://pay.example.com'],
    });
    expect(withProvider).toContain(
      "frame-src 'self' https://api.example.com https://pay.example.com",
    );
  });
});

describe('headerRules', () => {
  const pages = [
    { path: '/', scriptHashes: ['sha256-a='] },
    { path: '/fr', scriptHashes: ['sha256-b='] },
    { path: '/pricing', scriptHashes: [] },
    { path: '/fr/reset-password', scriptHashes: [] },
  ];
  const rules = headerRules(pages, options);
  const rule = (pattern: string) => rules.find((r) => r.pattern === pattern);
  const header = (pattern: string, name: string) => headerOf(rules, pattern, name);

  it('sets the common security headers and immutable caching of hashed assets', () => {
    expect(buildHeadersFile(rules)).toContain(
      '/*\n  X-Content-Type-Options: nosniff\n  X-Frame-Options: DENY\n  Referrer-Policy: no-referrer',
    );
    expect(header('/_astro/*', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('gives each route one rule for all other languages, its token links their own', () => {
    expect(header('/:lang/pricing', 'Content-Security-Policy')).toMatch(
      /frame-ancestors 'self' https:\/\/www\.example\.com$/,
    );
    expect(header('/pricing', 'Cache-Control')).toBe('no-cache');
    expect(rule('/:lang/reset-password/:email/:token')?.shell).toBe('/:lang/reset-password');
    expect(rule('/invitation/:token')).toBeDefined();
    // `/:lang` would also match `/signin`: the root of each language is named.
    expect(rule('/:lang')).toBeUndefined();
    expect(rule('/de')).toBeDefined();
    // A not-found answer is matched by the asked path, never by its file: no dead 404 rules.
    expect(rules.some((r) => r.pattern.includes('404'))).toBe(false);
  });

  it('allows the inline scripts of every language of a route in its policy', () => {
    expect(header('/', 'Content-Security-Policy')).toContain("'sha256-a=' 'sha256-b='");
  });

  it('stays far below the 100 rules Cloudflare Pages reads, whatever the page count', () => {
    expect(rules.length).toBeLessThanOrEqual(60);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts and skips sources and JSON data blocks', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{}</script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    // sha256 of "a()" in base64, as browsers compute it for CSP.
    expect(hashes).toContain('sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=');
  });
});

describe('search engines', () => {
  it('sitemap lists the indexable pages in every language with hreflang alternates', () => {
    const sitemap = buildSitemap('https://account.example');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(3 * 5);
    expect(locs).toContain('https://account.example/');
    expect(locs).toContain('https://account.example/fr');
    expect(locs).toContain('https://account.example/fr/signin');
    expect(locs).toContain('https://account.example/de/pricing');
    // /signup repeats the registration form of `/`: not listed as a page of its own.
    expect(sitemap).not.toMatch(/signup|reset-password|onboarding|redirect|thank-you/);
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://account.example/pricing"/>',
    );
  });

  it('security.txt names the configured contact and expires within a year of the build', () => {
    const text = buildSecurityTxt(
      'mailto:sec@example.com',
      'https://account.example',
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(text).toBe(
      [
        'Contact: mailto:sec@example.com',
        'Expires: 2026-12-27T00:00:00Z',
        'Preferred-Languages: en, fr, it, de, es',
        'Canonical: https://account.example/.well-known/security.txt',
        '',
      ].join('\n'),
    );
    expect(buildSecurityTxt('https://example.com/security', null, new Date())).not.toContain(
      'Canonical',
    );
  });

  it('robots.txt names the sitemap only when the public origin is known', () => {
    expect(buildRobots('https://account.example')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://account.example/sitemap.xml\n',
    );
    expect(buildRobots(null)).toBe('User-agent: *\nAllow: /\n');
  });

  it('sends X-Robots-Tag: noindex for every page but the indexable three', () => {
    const rules = headerRules([], options);
    const robots = (pattern: string) => headerOf(rules, pattern, 'X-Robots-Tag');
    for (const pattern of ['/', '/fr', '/:lang/signin', '/:lang/pricing']) {
      expect(robots(pattern), pattern).toBeUndefined();
    }
    for (const pattern of ['/signup', '/reset-password', '/thank-you', '/invitation/:token']) {
      expect(robots(pattern), pattern).toBe('noindex');
    }
  });
});
