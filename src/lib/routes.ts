// The site's routes (spec section 2). Pages, the language selector and the hosting rules read them here.

/**
 * What a route is, in one record: everything about a route that the build, the hosts, the API's
 * logs and mails and the tests need is read from here, never listed again elsewhere.
 */
interface RouteRecord {
  /** The English path (other languages prefix it: `/fr/signin`). */
  readonly path: string;
  /** The `<title>` key of the page (its text, the brand appended, in the page's language). */
  readonly title: string;
  /** The path segments after the page's own, for links that carry a token (`/reset-password/{email}/{token}`). */
  readonly tokens?: readonly string[];
  /** Search engines may index it (every other page says noindex). */
  readonly indexable?: true;
  /** Who may show it in a frame besides nobody: the marketing site (`/pricing`), the desktop app's. */
  readonly framedBy?: 'marketing' | 'electron';
  /** It shows the Google button: only these pages may load Google's script, frames and images. */
  readonly googleButton?: true;
  /** It hides the language selector (spec section 2). */
  readonly noLanguageSelector?: true;
  /** The page layout: the centred card, a wider card (grids), or a bare page that draws its own. */
  readonly layout: 'card' | 'wide' | 'bare';
  /** The island folder in `src/islands/` that the page hydrates, or none (static HTML). */
  readonly island: string | null;
}

/**
 * The site's routes (spec section 2): one prerendered page per language each. The desktop (electron)
 * app frames sign-in, registration (Google too), password reset and onboarding, up to /redirect,
 * which posts the session to the app. /signup is the registration form of `/` again and would
 * compete with it as a duplicate: not indexed.
 */
export const ROUTE_TABLE = {
  register: {
    path: '/',
    title: 'register.pageTitle',
    indexable: true,
    framedBy: 'electron',
    googleButton: true,
    layout: 'card',
    island: 'registration',
  },
  signup: {
    path: '/signup',
    title: 'signup.pageTitle',
    framedBy: 'electron',
    googleButton: true,
    layout: 'card',
    island: 'registration',
  },
  signin: {
    path: '/signin',
    title: 'signin.pageTitle',
    indexable: true,
    framedBy: 'electron',
    googleButton: true,
    layout: 'card',
    island: 'auth',
  },
  thankYou: {
    path: '/thank-you',
    title: 'thankyou.pageTitle',
    framedBy: 'electron',
    layout: 'card',
    island: null,
  },
  forgotPassword: {
    path: '/forgot-password',
    title: 'password.forgot.pageTitle',
    framedBy: 'electron',
    layout: 'card',
    island: 'password',
  },
  newPassword: {
    path: '/new-password',
    title: 'password.newPassword.pageTitle',
    framedBy: 'electron',
    layout: 'card',
    island: 'password',
  },
  successPassword: {
    path: '/success-password',
    title: 'password.success.pageTitle',
    framedBy: 'electron',
    layout: 'card',
    island: null,
  },
  passwordResetDone: {
    path: '/password-reset-done',
    title: 'password.done.pageTitle',
    framedBy: 'electron',
    layout: 'card',
    island: 'password',
  },
  redirect: {
    path: '/redirect',
    title: 'redirect.pageTitle',
    framedBy: 'electron',
    layout: 'card',
    island: 'connected',
  },
  subscribe: {
    path: '/subscribe',
    title: 'checkout.pageTitle',
    noLanguageSelector: true,
    layout: 'wide',
    island: 'checkout',
  },
  passkeys: {
    path: '/passkeys',
    title: 'passkeys.pageTitle',
    layout: 'card',
    island: 'passkeys',
  },
  sonosLink: { path: '/sonos', title: 'sonos.link.pageTitle', layout: 'card', island: 'sonos' },
  sonosRegister: {
    path: '/signin-sonos',
    title: 'sonos.register.pageTitle',
    googleButton: true,
    layout: 'bare',
    island: 'sonos',
  },
  pricing: {
    path: '/pricing',
    title: 'pricing.pageTitle',
    indexable: true,
    framedBy: 'marketing',
    noLanguageSelector: true,
    layout: 'bare',
    island: null,
  },
  onboardingStep1: {
    path: '/onboarding/step1',
    title: 'onboarding.step1.pageTitle',
    framedBy: 'electron',
    layout: 'wide',
    island: 'onboarding',
  },
  onboardingStep2: {
    path: '/onboarding/step2',
    title: 'onboarding.step2.pageTitle',
    framedBy: 'electron',
    layout: 'wide',
    island: 'onboarding',
  },
  onboardingStep3: {
    path: '/onboarding/step3',
    title: 'onboarding.step3.pageTitle',
    framedBy: 'electron',
    layout: 'wide',
    island: 'onboarding',
  },
  invitationAccepted: {
    path: '/invitation-accepted',
    title: 'invitation.accepted.pageTitle',
    layout: 'card',
    island: 'invitation',
  },
  resetPassword: {
    path: '/reset-password',
    title: 'password.reset.pageTitle',
    tokens: ['email', 'token'],
    framedBy: 'electron',
    layout: 'card',
    island: 'password',
  },
  verifyEmail: {
    path: '/app/verify',
    title: 'verify.pageTitle',
    tokens: ['token'],
    layout: 'card',
    island: 'verify',
  },
  invitation: {
    path: '/invitation',
    title: 'invitation.pageTitle',
    tokens: ['token'],
    layout: 'card',
    island: 'invitation',
  },
  superAdminInvitation: {
    path: '/invite-super-admin',
    title: 'invitation.superAdmin.pageTitle',
    tokens: ['invitationCode'],
    layout: 'card',
    island: 'invitation',
  },
} as const satisfies Record<string, RouteRecord>;

/** A route's name in the table (`signin`). */
export type RouteName = keyof typeof ROUTE_TABLE;

/**
 * A route's path (`/signin`). Code that runs in the browser writes paths as literals of this type
 * (`navigate('/thank-you', state)`): the type checks them against the table, and the table itself stays
 * out of every page's JavaScript (a build test checks).
 */
export type RoutePath = (typeof ROUTE_TABLE)[RouteName]['path'];

/**
 * A route's path, optionally with a query, or a token link below a token route: where the site's
 * own code may send a visitor.
 */
export type SitePath = RoutePath | `${RoutePath}?${string}` | `${TokenRoutePath}/${string}`;

type TokenRouteName = {
  [N in RouteName]: (typeof ROUTE_TABLE)[N] extends { tokens: readonly string[] } ? N : never;
}[RouteName];

/** A route whose links carry a token (`/invitation`). */
export type TokenRoutePath = (typeof ROUTE_TABLE)[TokenRouteName]['path'];

/** The names of the segments that follow a token route's path (`['email', 'token']`). */
type TokenNames<P extends TokenRoutePath> = Extract<
  (typeof ROUTE_TABLE)[TokenRouteName],
  { path: P }
>['tokens'];

/** One string per segment name (a tuple of the same length). */
type SegmentValues<T extends readonly string[]> = { readonly [I in keyof T]: string };

/** How many segments follow a token route's path. */
type TokenCount<P extends TokenRoutePath> = TokenNames<P>['length'];

/**
 * A token link's path without language (`/reset-password/{email}/{token}`), each segment encoded:
 * how the API's mails build their links. The type asks for exactly the route's segments.
 */
export function tokenLinkPath<P extends TokenRoutePath>(
  shell: P,
  segments: SegmentValues<TokenNames<P>>,
): string {
  return [shell, ...(segments as readonly string[]).map(encodeURIComponent)].join('/');
}

/** Every route's record, in the table's order. */
export const ROUTE_RECORDS: readonly RouteRecord[] = /* @__PURE__ */ Object.values(ROUTE_TABLE);

/** Each route's path by name, for build-time and server code (`ROUTES.signin` is `/signin`). */
export const ROUTES = /* @__PURE__ */ pathsOf(ROUTE_TABLE);

// A function, so that the call above is one pure call the bundlers can drop from the browser's code.
function pathsOf(table: typeof ROUTE_TABLE) {
  return Object.fromEntries(Object.entries(table).map(([name, route]) => [name, route.path])) as {
    readonly [N in RouteName]: (typeof ROUTE_TABLE)[N]['path'];
  };
}

/** The record of a route path without language prefix (`/signin`), if it is one. */
export function routeRecord(path: string): RouteRecord | undefined {
  return ROUTE_RECORDS.find((route) => route.path === path);
}

/** A path without trailing slashes; the root stays `/` (`/fr/signin/` → `/fr/signin`). */
export function stripTrailingSlash(path: string): string {
  return path.replace(/\/+$/, '') || (path.startsWith('/') ? '/' : '');
}

/**
 * The site path a built HTML file is served at: the build writes one file per page
 * (`build.format: 'file'`), `fr/signin.html` → `/fr/signin`, `fr.html` → `/fr`, `index.html` → `/`.
 */
export function sitePathOfFile(relativeFile: string): string {
  return stripTrailingSlash(
    `/${relativeFile.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`,
  );
}

/**
 * Query parameters of the checkout hand-off (spec sections 2 and 4): the pricing links and
 * /signin carry `plan_id`, the checkout's sign-in adds `login_from_checkout=true`, a pricing link
 * may carry the session's `token`.
 */
export const CHECKOUT_QUERY = {
  planId: 'plan_id',
  loginFromCheckout: 'login_from_checkout',
  token: 'token',
} as const;

/**
 * Routes whose path carries a token (`/reset-password/{email}/{token}` …). Each is one prerendered
 * shell per language; the host rewrites every deeper path to it. `segments` names the path
 * segments that follow the shell path.
 */
export const TOKEN_ROUTES: readonly { shell: string; segments: readonly string[] }[] =
  /* @__PURE__ */ ROUTE_RECORDS.flatMap((route) =>
    route.tokens ? [{ shell: route.path, segments: route.tokens }] : [],
  );

/**
 * API routes whose path carries a secret or an address (`:name` segments). The server's request
 * log hides those segments; every API route with a parameter is either here or in
 * `API_ROUTES_WITH_PUBLIC_PARAMS` (a test reads the server's routes to keep it so).
 */
export const API_ROUTES_WITH_SECRETS = [
  '/api/register/verify_token/:token',
  '/api/invitations/:code',
  '/api/checkout-page/:id',
  '/api/dev/users/:email',
  // A passkey's credential id names the account's authenticator: not for the log either.
  '/api/v1/passkeys/:id',
] as const;

/** API routes whose parameters name public things (an asset's folder and file). */
export const API_ROUTES_WITH_PUBLIC_PARAMS: readonly string[] = ['/api/assets/:folder/:file'];

/** True for a route search engines may index (every other page says noindex). */
export const isIndexable = (path: string) => routeRecord(path)?.indexable === true;

/**
 * The path segments that follow a token route's shell path, decoded; null when their number is not
 * `count` (the route's `tokens` in the table: the type checks it) or a segment is empty or not
 * decodable (a damaged link).
 */
export function readTokenSegments<P extends TokenRoutePath>(
  pathname: string,
  shell: P,
  count: TokenCount<P>,
): string[] | null {
  const marker = `${shell}/`;
  const at = pathname.indexOf(marker);
  if (at === -1) return null;
  const rest = stripTrailingSlash(pathname.slice(at + marker.length));
  if (rest === '') return null;
  const parts = rest.split('/');
  if (parts.length !== count) return null;
  try {
    const decoded = parts.map((p) => decodeURIComponent(p));
    return decoded.every((p) => p.trim() !== '') ? decoded : null;
  } catch {
    return null;
  }
}
