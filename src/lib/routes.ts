// The site's routes (spec section 2). Pages, the language selector and the hosting rules read them here.

/** Routes served by one prerendered page per language. */
export const ROUTES = {
  register: '/',
  signup: '/signup',
  signin: '/signin',
  thankYou: '/thank-you',
  forgotPassword: '/forgot-password',
  newPassword: '/new-password',
  successPassword: '/success-password',
  passwordResetDone: '/password-reset-done',
  redirect: '/redirect',
  subscribe: '/subscribe',
  sonosLink: '/sonos',
  sonosRegister: '/signin-sonos',
  pricing: '/pricing',
  onboardingStep1: '/onboarding/step1',
  onboardingStep2: '/onboarding/step2',
  onboardingStep3: '/onboarding/step3',
  invitationAccepted: '/invitation-accepted',
  resetPassword: '/reset-password',
  verifyEmail: '/app/verify',
  invitation: '/invitation',
  superAdminInvitation: '/invite-super-admin',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

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
 * shell per language; the host rewrites every deeper path to it. `segments` is how many path
 * segments follow the shell path.
 */
export const TOKEN_ROUTES = [
  { shell: ROUTES.resetPassword, segments: ['email', 'token'] },
  { shell: ROUTES.verifyEmail, segments: ['token'] },
  { shell: ROUTES.invitation, segments: ['token'] },
  { shell: ROUTES.superAdminInvitation, segments: ['invitationCode'] },
] as const;

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
] as const;

/** API routes whose parameters name public things (an asset's folder and file). */
export const API_ROUTES_WITH_PUBLIC_PARAMS: readonly string[] = ['/api/assets/:folder/:file'];

/**
 * The pages search engines may index (every other page says noindex: tokens, sessions, results,
 * and /signup, the registration form of `/` again, which would compete with it as a duplicate).
 */
export const INDEXABLE_ROUTES: readonly string[] = [ROUTES.register, ROUTES.signin, ROUTES.pricing];

/** True for a route search engines may index. */
export const isIndexable = (route: string) => INDEXABLE_ROUTES.includes(route);

/** Routes without the language selector (spec section 2). */
export const ROUTES_WITHOUT_LANGUAGE_SELECTOR: readonly RoutePath[] = [
  ROUTES.subscribe,
  ROUTES.pricing,
];

/**
 * The path segments that follow a token route's shell path, decoded; null when the count is wrong
 * or a segment is empty or not decodable (a damaged link).
 */
export function readTokenSegments(pathname: string, shell: string): string[] | null {
  const marker = `${shell}/`;
  const at = pathname.indexOf(marker);
  if (at === -1) return null;
  const rest = stripTrailingSlash(pathname.slice(at + marker.length));
  if (rest === '') return null;
  const route = TOKEN_ROUTES.find((r) => r.shell === shell);
  const parts = rest.split('/');
  if (route && parts.length !== route.segments.length) return null;
  try {
    const decoded = parts.map((p) => decodeURIComponent(p));
    return decoded.every((p) => p.trim() !== '') ? decoded : null;
  } catch {
    return null;
  }
}
