// The hosting rules, one model for every host: security headers by route, token-route rewrites and
// translated not-found pages. src/lib/hosting/* writes it in each host's format (Netlify and
// Cloudflare `_headers`/`_redirects`, Vercel `vercel.json`, an nginx snippet); the local server
// applies the very same `_headers` and `_redirects`.
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  localizePath,
  stripLanguage,
  type Language,
} from './i18n/languages';
import { ROUTES, TOKEN_ROUTES, isIndexable, stripTrailingSlash } from './routes';

/** Where the Google identity script and its frames live (spec section 7). */
const GOOGLE_SIGN_IN_ORIGIN = 'https://accounts.google.com';

export interface HostingOptions {
  /** Origin of the account API when it is not this site (null: same origin). */
  apiOrigin: string | null;
  /** Origins allowed to frame /pricing. */
  pricingFrameOrigins: readonly string[];
  /** Origin of the electron shell allowed to frame /redirect. */
  electronParentOrigin: string;
  /** Origins of the checkout page framed by /subscribe, besides the API. */
  checkoutFrameOrigins?: readonly string[];
}

export interface BuiltPage {
  /** Site path of the page, e.g. `/fr/signin`, `/` or `/fr/404.html`. */
  path: string;
  /** `sha256-…` sources of the page's inline scripts. */
  scriptHashes: readonly string[];
}

/**
 * Headers for the paths a pattern matches. Patterns use the `_headers` syntax: `*` (the rest of
 * the path) and `:name` (one segment); a trailing slash is optional in the request path.
 */
export interface HeaderRule {
  pattern: string;
  headers: readonly (readonly [string, string])[];
  /** For the token links below a shell: the shell page's pattern (hosts that rewrite by location). */
  shell?: string;
}

/** The placeholder that stands for a language prefix other than the default (`/fr`, `/de` …). */
const LANGUAGE_PLACEHOLDER = ':lang';

/** Files the build writes for hosts: never served as content. */
export const HOSTING_FILES: readonly string[] = [
  '_headers',
  '_redirects',
  'vercel.json',
  '_nginx.conf',
];

/** The not-found page of a language, where Cloudflare Pages looks for it (`/fr/404.html`). */
export function notFoundPage(code: Language): string {
  return code === DEFAULT_LANGUAGE ? '/404.html' : `/${code}/404.html`;
}

/** Languages with a path prefix (every one but the default). */
export const PREFIXED_LANGUAGES: readonly Language[] = LANGUAGES.map((l) => l.code).filter(
  (code) => code !== DEFAULT_LANGUAGE,
);

/** Token routes: every path below a shell (in every language) is served by that shell. */
export function tokenRewrites(): { from: string; shell: string }[] {
  return LANGUAGES.flatMap(({ code }) =>
    TOKEN_ROUTES.map(({ shell }) => {
      const localized = localizePath(shell, code);
      return { from: `${localized}/*`, shell: `${localized}/` };
    }),
  );
}

/** The route of a site path without its language prefix and trailing slash. */
function routeOf(path: string): string {
  return stripTrailingSlash(stripLanguage(path)) || '/';
}

/** True for a built page search engines may index (never a 404 page). */
function isIndexablePage(path: string): boolean {
  return !/(^|\/)404(\.html)?$/.test(path) && isIndexable(routeOf(path));
}

/** Routes that show the Google button: only these may load Google's script, frames and images. */
const GOOGLE_BUTTON_ROUTES: readonly string[] = [
  ROUTES.register,
  ROUTES.signup,
  ROUTES.signin,
  ROUTES.sonosRegister,
];

/**
 * The pages the desktop (electron) app shows in its frame: sign-in, registration (Google too),
 * password reset and onboarding, up to /redirect, which posts the session to the app.
 */
const ELECTRON_FRAMED_ROUTES: readonly string[] = [
  ROUTES.register,
  ROUTES.signup,
  ROUTES.signin,
  ROUTES.thankYou,
  ROUTES.forgotPassword,
  ROUTES.newPassword,
  ROUTES.resetPassword,
  ROUTES.successPassword,
  ROUTES.passwordResetDone,
  ROUTES.onboardingStep1,
  ROUTES.onboardingStep2,
  ROUTES.onboardingStep3,
  ROUTES.redirect,
];

/** Who may frame a page: nobody, except /pricing (marketing) and the electron app's pages. */
export function frameAncestors(path: string, options: HostingOptions): string {
  const bare = routeOf(path);
  if (bare === ROUTES.pricing) return ["'self'", ...options.pricingFrameOrigins].join(' ');
  if (ELECTRON_FRAMED_ROUTES.includes(bare)) return options.electronParentOrigin;
  return "'none'";
}

/** The Content-Security-Policy of one page: Google's origins only where its button is. */
function contentSecurityPolicy(page: BuiltPage, options: HostingOptions): string {
  return [
    ...pageDirectives(page, options),
    `frame-ancestors ${frameAncestors(page.path, options)}`,
  ].join('; ');
}

/**
 * The same policy for a `<meta http-equiv>` tag in the page itself, so the page keeps it under
 * any URL a host serves it at (an alias, a 404 answer). Browsers ignore frame-ancestors there (and
 * warn), so framing of such answers is refused by `X-Frame-Options: DENY` on every path instead.
 */
export function metaContentSecurityPolicy(page: BuiltPage, options: HostingOptions): string {
  return pageDirectives(page, options).join('; ');
}

function pageDirectives(page: BuiltPage, options: HostingOptions): string[] {
  const api = options.apiOrigin ? ` ${options.apiOrigin}` : '';
  const google = GOOGLE_BUTTON_ROUTES.includes(routeOf(page.path));
  const gsi = (path: string) => (google ? ` ${GOOGLE_SIGN_IN_ORIGIN}/gsi/${path}` : '');
  const hashes = page.scriptHashes.map((h) => ` '${h}'`).join('');
  const checkout = (options.checkoutFrameOrigins ?? []).map((o) => ` ${o}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${hashes}${gsi('client')}`,
    // React's prerendered style attributes, Astro's island style and Google's button styles.
    `style-src 'self' 'unsafe-inline'${gsi('style')}`,
    `img-src 'self' data:${api}${google ? ' https://*.googleusercontent.com' : ''}`,
    "font-src 'self'",
    `connect-src 'self'${api}${gsi('')}`,
    `frame-src 'self'${api}${checkout}${gsi('')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${api}`,
  ];
}

const COMMON_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  // Any answer without a page CSP (an alias path, a 404) may not be framed; where a page's CSP
  // names frame-ancestors, browsers follow that and ignore this header.
  ['X-Frame-Options', 'DENY'],
  // Token-bearing URLs (reset links, hand-offs) must never leave in a Referer header.
  ['Referrer-Policy', 'no-referrer'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), browsing-topics=()'],
];

/**
 * The patterns of one route in every language: `/signin/` and `/:lang/signin/`, plus the token
 * links below a shell (`/reset-password/:email/:token`). The root of each language is listed by
 * name, since `/:lang/` would also match `/signin/`. A trailing slash is where Cloudflare Pages
 * serves a directory page; Netlify and the local server match the path with or without it.
 */
function routePatterns(route: string): Pick<HeaderRule, 'pattern' | 'shell'>[] {
  if (route === ROUTES.register) {
    return ['/', ...PREFIXED_LANGUAGES.map((code) => `/${code}/`)].map((pattern) => ({ pattern }));
  }
  const token = TOKEN_ROUTES.find((r) => r.shell === route);
  return [`${route}/`, `/${LANGUAGE_PLACEHOLDER}${route}/`].flatMap((shell) => [
    { pattern: shell },
    ...(token
      ? [{ pattern: `${shell}${token.segments.map((s) => `:${s}`).join('/')}`, shell }]
      : []),
  ]);
}

/**
 * Header rules by route, never two for one page: common headers on every path, immutable hashed
 * assets, and for each route (in every language at once) its Content-Security-Policy — with the
 * hashes of the inline scripts of all its pages; each page's meta tag narrows them to its own —,
 * revalidation and, except for the indexable pages, `X-Robots-Tag: noindex`.
 */
export function headerRules(pages: readonly BuiltPage[], options: HostingOptions): HeaderRule[] {
  const rules: HeaderRule[] = [
    { pattern: '/*', headers: COMMON_HEADERS },
    { pattern: '/_astro/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
  ];
  const notFound = '/404.html';
  for (const route of [...Object.values(ROUTES), notFound]) {
    const hashes = new Set(
      pages.filter((p) => routeOf(p.path) === route).flatMap((p) => p.scriptHashes),
    );
    const headers: [string, string][] = [
      [
        'Content-Security-Policy',
        contentSecurityPolicy({ path: route, scriptHashes: [...hashes].sort() }, options),
      ],
      ['Cache-Control', 'no-cache'],
      // Token, session and result pages (and 404s) stay out of search engines, also for bots
      // that do not read the page's own meta tag.
      ...(isIndexablePage(route) ? [] : [['X-Robots-Tag', 'noindex'] as [string, string]]),
    ];
    const patterns =
      route === notFound
        ? [{ pattern: notFound }, { pattern: `/${LANGUAGE_PLACEHOLDER}${notFound}` }]
        : routePatterns(route);
    for (const pattern of patterns) rules.push({ ...pattern, headers });
  }
  return rules;
}

/** Whose `_redirects` to write: Netlify's, or Cloudflare's (valid on both; a build for all hosts writes it). */
type RedirectsFlavour = 'netlify' | 'cloudflare';

/**
 * `_redirects`: token routes rewrite to their shell in both flavours. Netlify also needs the file
 * path of each page sent to the one path its headers are set for (`/signin/index.html`), which
 * Cloudflare does by itself, and rules for the translated 404s, which Cloudflare finds by directory
 * (`fr/404.html`) and does not accept as rules (no status 404, no `!`).
 */
export function buildRedirects(flavour: RedirectsFlavour = 'netlify'): string {
  const lines: string[] = [];
  if (flavour === 'netlify') {
    for (const { code } of LANGUAGES) {
      for (const route of Object.values(ROUTES)) {
        const localized = stripTrailingSlash(localizePath(route, code));
        lines.push(`${localized === '/' ? '' : localized}/index.html  ${localized}  301!`);
      }
    }
  }
  for (const { from, shell } of tokenRewrites()) lines.push(`${from}  ${shell}  200`);
  if (flavour === 'netlify') {
    for (const code of PREFIXED_LANGUAGES) lines.push(`/${code}/*  ${notFoundPage(code)}  404`);
    lines.push(`/*  ${notFoundPage(DEFAULT_LANGUAGE)}  404`);
  }
  return `${lines.join('\n')}\n`;
}

/** `_headers` (Netlify and Cloudflare Pages): one block per rule. */
export function buildHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ pattern, headers }) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${blocks.join('\n')}\n`;
}
