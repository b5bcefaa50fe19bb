// The decisions of spec sections 2 and 4 about where to go: after sign-in, after Google, at the
// checkout, after onboarding. Pure functions that return a Destination for followDestination().

import type { UserFlags } from './api/guards';
import type { TokenData } from './api/types';
import {
  appendQueryParams,
  defaultRedirectPolicy,
  safeRedirectUrl,
  type RedirectPolicy,
} from './redirects';
import type { PendingRedirect } from './stores/session';
import { CHECKOUT_QUERY, ROUTES } from './routes';
import { isPlanId } from './plans';
import { isCheckoutSignIn, type SignInQuery } from './sign-in-query';
import type { Destination, ErrorState, OnboardingStepPath, ThankYouState } from './navigation';

/** The checkout page for a plan. */
function subscribePath(planId: string): string {
  return `${ROUTES.subscribe}?${new URLSearchParams({ [CHECKOUT_QUERY.planId]: planId })}`;
}

/** Sign-in asked for by the checkout: back to the plan's checkout once signed in. */
function checkoutSignInPath(planId: string): string {
  const query = new URLSearchParams({
    [CHECKOUT_QUERY.planId]: planId,
    [CHECKOUT_QUERY.loginFromCheckout]: 'true',
  });
  return `${ROUTES.signin}?${query}`;
}

/** True when the user must go through onboarding (brand-admin never does). */
function needsOnboarding(user: UserFlags): boolean {
  return user.role !== 'brand-admin' && !user.firstOnboardingDone;
}

/** Where a sign-in ends, and the redirect to keep for after onboarding (null: clear it). */
interface SignInOutcome {
  destination: Destination;
  pendingRedirect: PendingRedirect | null;
}

/**
 * After a password sign-in: checkout → /subscribe; onboarding needed → /onboarding/step1, keeping
 * the (safe) redirectUrl pending; otherwise an allowlisted redirectUrl with a redirectId gets the
 * token appended, else /redirect with the token data. `user` is only needed outside checkout.
 */
export function destinationAfterPasswordSignIn(
  input: {
    query: SignInQuery;
    tokens: TokenData;
    user: UserFlags | null;
    /** After a session ended mid-onboarding: the step to return to and the redirect kept. */
    resume?: { step: OnboardingStepPath; pendingRedirect: PendingRedirect | null };
  },
  policy: RedirectPolicy = defaultRedirectPolicy(),
): SignInOutcome {
  const { query, tokens, user, resume } = input;
  if (isCheckoutSignIn(query)) {
    return {
      destination: { kind: 'navigate', path: subscribePath(query.planId) },
      pendingRedirect: null,
    };
  }
  const redirectUrl = safeRedirectUrl(query.redirectUrl, policy);
  if (user === null || needsOnboarding(user)) {
    return {
      destination: { kind: 'navigate', path: resume?.step ?? ROUTES.onboardingStep1 },
      pendingRedirect: redirectUrl
        ? { url: redirectUrl, id: query.redirectId }
        : (resume?.pendingRedirect ?? null),
    };
  }
  if (redirectUrl && query.redirectId) {
    return {
      destination: {
        kind: 'external',
        url: appendQueryParams(redirectUrl, { token: tokens.token }),
      },
      pendingRedirect: null,
    };
  }
  return {
    destination: { kind: 'navigate', path: ROUTES.redirect, state: tokens },
    pendingRedirect: null,
  };
}

export type GoogleMode = 'signup' | 'signin';

export type GoogleOutcome =
  { ok: true; tokens: TokenData; existing: boolean } | { ok: false; errorKey: string };

/**
 * After a Google sign-in or sign-up (the session is already stored on success): checkout →
 * /subscribe; allowlisted redirectUrl → there with the token; else sign-up → /thank-you and
 * sign-in → /redirect. A failure goes to / or /signin with the message key as state.
 */
export function destinationAfterGoogle(
  input: {
    mode: GoogleMode;
    outcome: GoogleOutcome;
    query: SignInQuery;
    /** The Google account's email, shown on /thank-you. */
    email?: string | null;
  },
  policy: RedirectPolicy = defaultRedirectPolicy(),
): Destination {
  const { mode, outcome, query, email } = input;
  if (!outcome.ok) {
    const state: ErrorState = { errorKey: outcome.errorKey };
    return { kind: 'navigate', path: mode === 'signup' ? ROUTES.register : ROUTES.signin, state };
  }
  if (isCheckoutSignIn(query)) return { kind: 'navigate', path: subscribePath(query.planId) };
  const redirectUrl = safeRedirectUrl(query.redirectUrl, policy);
  if (redirectUrl) {
    return {
      kind: 'external',
      url: appendQueryParams(redirectUrl, { token: outcome.tokens.token }),
    };
  }
  const thankYou: ThankYouState = {
    email: email || undefined,
    via: outcome.existing ? 'googleExisting' : 'google',
  };
  return mode === 'signup'
    ? { kind: 'navigate', path: ROUTES.thankYou, state: thankYou }
    : { kind: 'navigate', path: ROUTES.redirect, state: outcome.tokens };
}

/** What /subscribe does: create the checkout (with the link's token or the session) or leave. */
export type CheckoutEntry = { kind: 'create'; planId: string; token: string | null } | Destination;

/**
 * Checkout entry rules: plan_id with token or session → create; plan_id alone → /signin with
 * plan_id and login_from_checkout=true; no (valid) plan_id → /.
 */
export function checkoutEntry(input: {
  planId: string | null;
  token: string | null;
  hasSession: boolean;
}): CheckoutEntry {
  const { planId, token, hasSession } = input;
  if (!isPlanId(planId)) return { kind: 'navigate', path: ROUTES.register };
  if (token) return { kind: 'create', planId, token };
  if (hasSession) return { kind: 'create', planId, token: null };
  return { kind: 'navigate', path: checkoutSignInPath(planId) };
}

/** Where a failed checkout creation goes. */
export const CHECKOUT_FAILURE_DESTINATION: Destination = {
  kind: 'navigate',
  path: ROUTES.register,
};

/**
 * After onboarding is submitted: a (still safe) pending redirect gets the session token appended;
 * otherwise /redirect with the session's token data.
 */
export function destinationAfterOnboarding(
  input: { pendingRedirect: PendingRedirect | null; tokens: TokenData },
  policy: RedirectPolicy = defaultRedirectPolicy(),
): Destination {
  const url = safeRedirectUrl(input.pendingRedirect?.url, policy);
  if (url) return { kind: 'external', url: appendQueryParams(url, { token: input.tokens.token }) };
  return { kind: 'navigate', path: ROUTES.redirect, state: input.tokens };
}
