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
import { ROUTES, TOKEN_ROUTES, isIndexable, routeRecord, stripTrailingSlash } from './routes';

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
  /** Where browsers send CSP violation reports (the API's `/csp-report`); null: no reports. */
  cspReportUrl?: string | null;
  /** Send Strict-Transport-Security (a build for an https origin). */
  hsts?: boolean;
  /** The site offers passkeys (PUBLIC_PASSKEYS): it publishes PASSKEY_ENDPOINTS_PATH. */
  passkeys?: boolean;
}

/**
 * `/.well-known/passkey-endpoints` (W3C Passkey Endpoints): where a password manager sends its
 * user to create a passkey or manage them, a JSON file served as such.
 */
export const PASSKEY_ENDPOINTS_PATH = '/.well-known/passkey-endpoints';

/** The passkey endpoints file: /passkeys does both, absolute when the build knows its origin. */
export function buildPasskeyEndpoints(siteUrl: string | null): string {
  const url = `${siteUrl ?? ''}${ROUTES.passkeys}`;
  return `${JSON.stringify({ enroll: url, manage: url })}\n`;
}

/**
 * Redirects every host answers (W3C "A Well-Known URL for Changing Passwords"): a password
 * manager's way to the page that changes a password, here the reset request.
 */
export const WELL_KNOWN_REDIRECTS: readonly { from: string; to: string; status: 302 }[] = [
  { from: '/.well-known/change-password', to: ROUTES.forgotPassword, status: 302 },
];

export interface BuiltPage {
  /** Site path of the page, e.g. `/fr/signin`, `/`, `/fr` or `/fr/404`. */
  path: string;
  /** `sha256-…` sources of the page's inline scripts. */
  scriptHashes: readonly string[];
}

/**
 * Headers for the paths a pattern matches. Patterns use the `_headers` syntax: `*` (the rest of
 * the path) and `:name` (one segment). Page patterns name the one URL of a page (`/fr/signin`).
 */
export interface HeaderRule {
  pattern: string;
  headers: readonly (readonly [string, string])[];
  /** For the token links below a shell: the shell page's pattern (hosts that rewrite by location). */
  shell?: string;
}

/** The placeholder that stands for a language prefix other than the default (`/fr`, `/de` …). */
export const LANGUAGE_PLACEHOLDER = ':lang';

/** Files the build writes for hosts: never served as content, under any spelling. */
export const HOSTING_FILES: readonly string[] = [
  '_headers',
  '_redirects',
  'vercel.json',
  '_nginx.conf',
  '_nginx-brotli.conf',
];

/**
 * True when a decoded request path names a hosting file, however spelled: `/_headers/`,
 * `//_headers`, `/_HEADERS` (case-insensitive file systems), `/_headers/.`.
 */
export function isHostingFilePath(path: string): boolean {
  const name = path
    .replace(/\/+/g, '/')
    .replace(/(\/\.)+\/?$/, '')
    .replace(/^\/|\/$/g, '')
    .toLowerCase();
  return HOSTING_FILES.includes(name);
}

/** The not-found page of a language, as the build writes it (`/fr/404.html`). */
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
      return { from: `${localized}/*`, shell: localized };
    }),
  );
}

/** Unknown paths of each language and the not-found page that answers them (status 404). */
export function notFoundRules(): { from: string; page: string }[] {
  return [
    ...PREFIXED_LANGUAGES.map((code) => ({ from: `/${code}/*`, page: notFoundPage(code) })),
    { from: '/*', page: notFoundPage(DEFAULT_LANGUAGE) },
  ];
}

/** The route of a site path without its language prefix and trailing slash. */
function routeOf(path: string): string {
  return stripTrailingSlash(stripLanguage(path)) || '/';
}

/** True for a built page search engines may index (never a 404 page). */
function isIndexablePage(path: string): boolean {
  return !/(^|\/)404(\.html)?$/.test(path) && isIndexable(routeOf(path));
}

/** Who may frame a page: nobody, except /pricing (marketing) and the electron app's pages. */
export function frameAncestors(path: string, options: HostingOptions): string {
  const framedBy = routeRecord(routeOf(path))?.framedBy;
  if (framedBy === 'marketing') return ["'self'", ...options.pricingFrameOrigins].join(' ');
  if (framedBy === 'electron') return options.electronParentOrigin;
  return "'none'";
}

/** The Content-Security-Policy of one page: Google's origins only where its button is. */
function contentSecurityPolicy(page: BuiltPage, options: HostingOptions): string {
  const report = options.cspReportUrl
    ? // report-to for current browsers (Reporting-Endpoints names it), report-uri for older ones.
      [`report-uri ${options.cspReportUrl}`, `report-to ${CSP_REPORT_GROUP}`]
    : [];
  return [
    ...pageDirectives(page, options),
    `frame-ancestors ${frameAncestors(page.path, options)}`,
    ...report,
  ].join('; ');
}

/** The Reporting-Endpoints name the CSP's report-to directive sends violations to. */
const CSP_REPORT_GROUP = 'csp';

/** Two years, subdomains included: the value HSTS preload lists ask for, without opting in. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

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
  const google = routeRecord(routeOf(page.path))?.googleButton === true;
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

/** The headers every answer gets: the common ones, HSTS and the report endpoint when configured. */
function commonHeaders(options: HostingOptions): (readonly [string, string])[] {
  return [
    ...COMMON_HEADERS,
    ...(options.hsts ? [['Strict-Transport-Security', HSTS_VALUE] as const] : []),
    ...(options.cspReportUrl
      ? [['Reporting-Endpoints', `${CSP_REPORT_GROUP}="${options.cspReportUrl}"`] as const]
      : []),
  ];
}

/**
 * The patterns of one route in every language: `/signin` and `/:lang/signin`, plus the token
 * links below a shell (`/reset-password/:email/:token`). The root of each language is listed by
 * name (`/fr`), since `/:lang` would also match `/signin`. Every host serves a page at exactly
 * this path (other spellings redirect to it), so no rule needs a trailing-slash variant.
 */
function routePatterns(route: string): Pick<HeaderRule, 'pattern' | 'shell'>[] {
  if (route === ROUTES.register) {
    return ['/', ...PREFIXED_LANGUAGES.map((code) => `/${code}`)].map((pattern) => ({ pattern }));
  }
  const token = TOKEN_ROUTES.find((r) => r.shell === route);
  return [route, `/${LANGUAGE_PLACEHOLDER}${route}`].flatMap((shell) => [
    { pattern: shell },
    ...(token
      ? [{ pattern: `${shell}/${token.segments.map((s) => `:${s}`).join('/')}`, shell }]
      : []),
  ]);
}

/**
 * Header rules by route, never two for one page: common headers on every path, immutable hashed
 * assets, and for each route (in every language at once) its Content-Security-Policy — with the
 * hashes of the inline scripts of all its pages; each page's meta tag narrows them to its own —,
 * revalidation and, except for the indexable pages, `X-Robots-Tag: noindex`. Not-found answers
 * get the common headers and their page's meta policy: hosts match header rules by the asked
 * path, never by the 404 file they answer with, so a `/404.html` rule would never apply.
 */
export function headerRules(pages: readonly BuiltPage[], options: HostingOptions): HeaderRule[] {
  const rules: HeaderRule[] = [
    { pattern: '/*', headers: commonHeaders(options) },
    { pattern: '/_astro/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    ...(options.passkeys
      ? [
          {
            pattern: PASSKEY_ENDPOINTS_PATH,
            headers: [['Content-Type', 'application/json']] as const,
          },
        ]
      : []),
  ];
  for (const route of Object.values(ROUTES)) {
    const hashes = new Set(
      pages.filter((p) => routeOf(p.path) === route).flatMap((p) => p.scriptHashes),
    );
    const headers: [string, string][] = [
      [
        'Content-Security-Policy',
        contentSecurityPolicy({ path: route, scriptHashes: [...hashes].sort() }, options),
      ],
      ['Cache-Control', 'no-cache'],
      // Token, session and result pages stay out of search engines, also for bots that do not
      // read the page's own meta tag.
      ...(isIndexablePage(route) ? [] : [['X-Robots-Tag', 'noindex'] as [string, string]]),
    ];
    for (const pattern of routePatterns(route)) rules.push({ ...pattern, headers });
  }
  return rules;
}

/**
 * The token links with a trailing slash (`/reset-password/:email/:token/`) and their one URL.
 * Cloudflare's own slash redirect never reaches them (the token rewrite serves the shell first), so
 * its `_redirects` moves them itself; Netlify normalizes the slash before any rule, where such a
 * rule would redirect a link to itself.
 */
export function tokenSlashRedirects(): { from: string; to: string }[] {
  return LANGUAGES.flatMap(({ code }) =>
    TOKEN_ROUTES.map(({ shell, segments }) => {
      const to = `${localizePath(shell, code)}/${segments.map((s) => `:${s}`).join('/')}`;
      return { from: `${to}/`, to };
    }),
  );
}

/**
 * `_redirects` for Netlify and Cloudflare Pages: token links rewrite to their shell page, after
 * (Cloudflare only, `slashRedirects`) the move of a token link's trailing-slash spelling to its
 * one URL. Netlify's translated 404s and the refusal of the other hosts' rule files live in
 * netlify.toml (lib/hosting/netlify.ts), which Cloudflare never reads: Cloudflare takes no status-404
 * rules and finds `fr/404.html` itself, the nearest `404.html` up the path.
 */
export function buildRedirects({ slashRedirects = true } = {}): string {
  const slash = slashRedirects
    ? tokenSlashRedirects().map(({ from, to }) => `${from}  ${to}  308`)
    : [];
  const rewrites = tokenRewrites().map(({ from, shell }) => `${from}  ${shell}  200`);
  const wellKnown = WELL_KNOWN_REDIRECTS.map(({ from, to, status }) => `${from}  ${to}  ${status}`);
  return `${[...wellKnown, ...slash, ...rewrites].join('\n')}\n`;
}

/** `_headers` (Netlify and Cloudflare Pages): one block per rule. */
export function buildHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ pattern, headers }) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${blocks.join('\n')}\n`;
}
