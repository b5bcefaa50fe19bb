// Hosting rules generated into dist/ for the CDN (`_redirects`, `_headers`, Netlify/Cloudflare
// syntax) and applied by the local server: the one source of truth for rewrites and headers.
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  localizePath,
  stripLanguage,
  type Language,
} from './i18n/languages';
import { INDEXABLE_ROUTES, ROUTES, TOKEN_ROUTES, isIndexable } from './routes';

/** Where the Google identity script and its frames live (spec section 7). */
export const GOOGLE_SIGN_IN_ORIGIN = 'https://accounts.google.com';

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
  /** Site path of the page, e.g. `/fr/signin` or `/`. */
  path: string;
  /** `sha256-…` sources of the page's inline scripts. */
  scriptHashes: readonly string[];
}

/** `_redirects`: token routes rewrite to their shell; unknown paths get the translated 404. */
export function buildRedirects(): string {
  const lines: string[] = [];
  // A page's file path is an alias of the page: send it to the one path its headers are set for.
  for (const { code } of LANGUAGES) {
    for (const route of Object.values(ROUTES)) {
      const localized = stripTrailingSlash(localizePath(route, code));
      lines.push(`${localized === '/' ? '' : localized}/index.html  ${localized}  301!`);
    }
  }
  for (const { code } of LANGUAGES) {
    for (const { shell } of TOKEN_ROUTES) {
      const localized = localizePath(shell, code);
      lines.push(`${localized}/*  ${localized}/  200`);
    }
  }
  for (const { code } of LANGUAGES) {
    if (code !== DEFAULT_LANGUAGE) lines.push(`/${code}/*  /${code}/404/index.html  404`);
  }
  lines.push('/*  /404.html  404');
  return `${lines.join('\n')}\n`;
}

/** The route of a site path without its language prefix and trailing slash. */
function routeOf(path: string): string {
  return stripTrailingSlash(stripLanguage(path)) || '/';
}

/** True for a built page search engines may index (never a 404 page). */
export function isIndexablePage(path: string): boolean {
  return !/(^|\/)404(\.html)?$/.test(path) && isIndexable(routeOf(path));
}

/** robots.txt: everything may be crawled (noindex pages say so themselves); the sitemap when known. */
export function buildRobots(siteUrl: string | null): string {
  const sitemap = siteUrl ? `\nSitemap: ${siteUrl}/sitemap.xml` : '';
  return `User-agent: *\nAllow: /${sitemap}\n`;
}

/** sitemap.xml: the indexable pages in every language, each with its hreflang alternates. */
export function buildSitemap(siteUrl: string): string {
  const url = (route: string, code: Language) => `${siteUrl}${localizePath(route, code)}`;
  const entries = INDEXABLE_ROUTES.flatMap((route) =>
    LANGUAGES.map(({ code }) => {
      const alternates = [
        ...LANGUAGES.map((l) => [l.code, url(route, l.code)] as const),
        ['x-default', url(route, DEFAULT_LANGUAGE)] as const,
      ]
        .map(
          ([hreflang, href]) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
        )
        .join('\n');
      return `  <url>\n    <loc>${url(route, code)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Routes that show the Google button: only these may load Google's script, frames and images. */
export const GOOGLE_BUTTON_ROUTES: readonly string[] = [
  ROUTES.register,
  ROUTES.signup,
  ROUTES.signin,
  ROUTES.sonosRegister,
];

/**
 * The pages the desktop (electron) app shows in its frame: sign-in, registration (Google too),
 * password reset and onboarding, up to /redirect, which posts the session to the app.
 */
export const ELECTRON_FRAMED_ROUTES: readonly string[] = [
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
export function contentSecurityPolicy(page: BuiltPage, options: HostingOptions): string {
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

const COMMON_HEADERS = [
  'X-Content-Type-Options: nosniff',
  // Any answer without a page CSP (an alias path, a 404) may not be framed; where a page's CSP
  // names frame-ancestors, browsers follow that and ignore this header.
  'X-Frame-Options: DENY',
  // Token-bearing URLs (reset links, hand-offs) must never leave in a Referer header.
  'Referrer-Policy: no-referrer',
  'Permissions-Policy: camera=(), microphone=(), geolocation=(), browsing-topics=()',
];

/** `_headers`: common headers, asset caching, and one CSP block per page path (never overlapping). */
export function buildHeaders(pages: readonly BuiltPage[], options: HostingOptions): string {
  const blocks: string[] = [
    block('/*', COMMON_HEADERS),
    block('/_astro/*', ['Cache-Control: public, max-age=31536000, immutable']),
  ];
  const shells = new Set<string>(
    LANGUAGES.flatMap(({ code }) => TOKEN_ROUTES.map((r) => localizePath(r.shell, code))),
  );
  for (const page of pages) {
    const headers = [
      `Content-Security-Policy: ${contentSecurityPolicy(page, options)}`,
      'Cache-Control: no-cache',
      // Token, session and result pages (and 404s) stay out of search engines, also for bots
      // that do not read the page's own meta tag.
      ...(isIndexablePage(page.path) ? [] : ['X-Robots-Tag: noindex']),
    ];
    const path = stripTrailingSlash(page.path) || '/';
    const patterns =
      path === '/' ? ['/'] : shells.has(path) ? [path, `${path}/*`] : [path, `${path}/`];
    for (const pattern of patterns) blocks.push(block(pattern, headers));
  }
  return `${blocks.join('\n')}\n`;
}

function block(pattern: string, headers: readonly string[]): string {
  return [pattern, ...headers.map((h) => `  ${h}`)].join('\n');
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
