// The query of /signin that steers what happens after sign-in (spec sections 2 and 4): read when a
// sign-in starts (the submit paths, Google's hand-off), never with the page, and apart from the
// decisions themselves (destinations.ts).

import { isPlanId } from './plans';
import { CHECKOUT_QUERY, type SitePath } from './routes';

/** The sign-in page's query parameters that steer what happens after sign-in. */
export interface SignInQuery {
  planId: string | null;
  loginFromCheckout: boolean;
  redirectUrl: string | null;
  /** From ?redirectId, else from a redirectId inside redirectUrl. */
  redirectId: string | null;
}

function redirectIdInside(redirectUrl: string | null): string | null {
  if (!redirectUrl) return null;
  try {
    return new URL(redirectUrl).searchParams.get('redirectId') || null;
  } catch {
    return null;
  }
}

/** Parses /signin's query (plan_id, login_from_checkout, redirectUrl, redirectId). */
export function signInQueryFrom(params: URLSearchParams): SignInQuery {
  const redirectUrl = params.get('redirectUrl') || null;
  const planId = params.get(CHECKOUT_QUERY.planId);
  return {
    planId: isPlanId(planId) ? planId : null,
    loginFromCheckout: params.get(CHECKOUT_QUERY.loginFromCheckout) === 'true',
    redirectUrl,
    redirectId: params.get('redirectId') || redirectIdInside(redirectUrl),
  };
}

/**
 * The page's own query, read as a sign-in starts: "continue on the web" (AppContextNotice) has
 * then already taken the app's parameters out of the address.
 */
export function pageSignInQuery(): SignInQuery {
  return signInQueryFrom(new URLSearchParams(location.search));
}

/** True when sign-in was started by the checkout (plan_id and login_from_checkout=true). */
export function isCheckoutSignIn(query: SignInQuery): query is SignInQuery & { planId: string } {
  return query.planId !== null && query.loginFromCheckout;
}

/** The query of the sign-in asked for by the checkout (`?plan_id=…&login_from_checkout=true`). */
export function checkoutSignInQuery(planId: string): `?${string}` {
  const query = new URLSearchParams({
    [CHECKOUT_QUERY.planId]: planId,
    [CHECKOUT_QUERY.loginFromCheckout]: 'true',
  });
  return `?${query}`;
}

/** Sign-in asked for by the checkout: back to the plan's checkout once signed in. */
export function checkoutSignInPath(planId: string): SitePath {
  return `/signin${checkoutSignInQuery(planId)}`;
}
