// The decisions of spec sections 2 and 4 about where to go: after sign-in, after Google, at the
// checkout, after onboarding. Pure functions that return a Destination for followDestination().

import { isApiError } from './api/error-kinds';
import type { UserFlags } from './api/guards';
import { ERROR_CODES } from './api/error-codes';
import type { TokenData } from './api/types';
import type { TranslationKey } from './i18n';
import {
  appendQueryParams,
  defaultRedirectPolicy,
  safeRedirectUrl,
  type RedirectPolicy,
} from './redirects';
import type { PendingRedirect } from './stores/session';
import { CHECKOUT_QUERY, type SitePath } from './routes';
import { isPlanId } from './plans';
import { checkoutSignInPath, isCheckoutSignIn, type SignInQuery } from './sign-in-query';
import type { Destination } from './navigation';
import type { ErrorState, OnboardingStepPath, ThankYouState } from './navigation/states';

/** The checkout page for a plan. */
function subscribePath(planId: string): SitePath {
  return `/subscribe?${new URLSearchParams({ [CHECKOUT_QUERY.planId]: planId })}`;
}

/** True when the user must go through onboarding (brand-admin never does). */
function needsOnboarding(user: UserFlags): boolean {
  return user.role !== 'brand-admin' && !user.firstOnboardingDone;
}

/** Where a sign-in ends, and the redirect to keep for after onboarding (null: clear it). */
export interface SignInOutcome {
  destination: Destination;
  pendingRedirect: PendingRedirect | null;
}

/**
 * The onboarding rule of every sign-in (password and Google alike): a user who must still go
 * through onboarding goes to step 1 (or the step a session ended on), the safe redirectUrl kept
 * for afterwards; null when the user may go on.
 */
function onboardingFirst(
  user: UserFlags | null,
  redirectUrl: string | null,
  query: SignInQuery,
  resume?: { step: OnboardingStepPath; pendingRedirect: PendingRedirect | null },
): SignInOutcome | null {
  if (user !== null && !needsOnboarding(user)) return null;
  return {
    destination: { kind: 'navigate', path: resume?.step ?? '/onboarding/step1' },
    pendingRedirect: redirectUrl
      ? { url: redirectUrl, id: query.redirectId }
      : (resume?.pendingRedirect ?? null),
  };
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
  const onboarding = onboardingFirst(user, redirectUrl, query, resume);
  if (onboarding) return onboarding;
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
    destination: { kind: 'navigate', path: '/redirect', state: tokens },
    pendingRedirect: null,
  };
}

export type GoogleMode = 'signup' | 'signin';

/** A Google attempt's result; `user`: who signed in (a sign-in outside the checkout), else null. */
export type GoogleOutcome =
  | { ok: true; tokens: TokenData; existing: boolean; user: UserFlags | null }
  | { ok: false; errorKey: string };

/**
 * After a Google sign-in or sign-up (the session is already stored on success): checkout →
 * /subscribe; a sign-in whose user must still go through onboarding → the same rule as a password
 * sign-in (onboardingFirst); allowlisted redirectUrl → there with the token; else sign-up →
 * /thank-you and sign-in → /redirect. A failure goes back to / or /signin, with the page's query
 * (a retry still ends at the checkout or the app), and the message key as state (pendingRedirect
 * null there too: a failed attempt keeps what was pending, see connect.ts).
 */
export function destinationAfterGoogle(
  input: {
    mode: GoogleMode;
    outcome: GoogleOutcome;
    query: SignInQuery;
    /** The Google account's email, shown on /thank-you. */
    email?: string | null;
    /** The page's query string (`?…`): a failure returns to the page with it (checkout, app). */
    search?: string;
  },
  policy: RedirectPolicy = defaultRedirectPolicy(),
): SignInOutcome {
  const { mode, outcome, query, email, search = '' } = input;
  const go = (destination: Destination): SignInOutcome => ({ destination, pendingRedirect: null });
  if (!outcome.ok) {
    const state: ErrorState = { errorKey: outcome.errorKey };
    const base = mode === 'signup' ? '/' : '/signin';
    const path: SitePath = search ? `${base}?${search.replace(/^\?/, '')}` : base;
    return go({ kind: 'navigate', path, state });
  }
  if (isCheckoutSignIn(query)) return go({ kind: 'navigate', path: subscribePath(query.planId) });
  const redirectUrl = safeRedirectUrl(query.redirectUrl, policy);
  const onboarding = outcome.user ? onboardingFirst(outcome.user, redirectUrl, query) : null;
  if (onboarding) return onboarding;
  if (redirectUrl) {
    return go({
      kind: 'external',
      url: appendQueryParams(redirectUrl, { token: outcome.tokens.token }),
    });
  }
  const thankYou: ThankYouState = {
    email: email || undefined,
    via: outcome.existing ? 'googleExisting' : 'google',
  };
  return go(
    mode === 'signup'
      ? { kind: 'navigate', path: '/thank-you', state: thankYou }
      : { kind: 'navigate', path: '/redirect', state: outcome.tokens },
  );
}

/**
 * What /subscribe does: create the checkout (with the link's token or the session), say that the
 * plan id names no plan, or leave.
 */
export type CheckoutEntry =
  { kind: 'create'; planId: string; token: string | null } | { kind: 'unknownPlan' } | Destination;

/**
 * Checkout entry rules: plan_id with token or session → create; plan_id alone → /signin with
 * plan_id and login_from_checkout=true; a plan_id that names no plan → said on /subscribe (a
 * buyer is never dropped on the trial form); no plan_id at all → /.
 */
export function checkoutEntry(input: {
  planId: string | null;
  token: string | null;
  hasSession: boolean;
}): CheckoutEntry {
  const { planId, token, hasSession } = input;
  if (!planId) return { kind: 'navigate', path: '/' };
  if (!isPlanId(planId)) return { kind: 'unknownPlan' };
  if (token) return { kind: 'create', planId, token };
  if (hasSession) return { kind: 'create', planId, token: null };
  return { kind: 'navigate', path: checkoutSignInPath(planId) };
}

/** Why /subscribe could not start a checkout, in its words. */
export const CHECKOUT_FAILURE_KEYS = [
  'errors.network',
  'errors.timeout',
  'checkout.failed.plan',
  'checkout.failed.server',
] as const satisfies readonly TranslationKey[];

/** What a failed checkout start leads to (docs/decisions/checkout-failures.md). */
export type CheckoutFailure =
  | { kind: 'active' }
  | { kind: 'signIn'; destination: Destination }
  | { kind: 'failed'; messageKey: (typeof CHECKOUT_FAILURE_KEYS)[number] };

/**
 * A failed POST /billing/checkout: the plan already held → "your plan is active"; an expired or
 * invalid token (the link's or the session's) → the checkout's sign-in, which comes back here; a
 * plan the API does not sell, a 5xx, no answer → said on /subscribe, with a retry and the plans.
 */
export function checkoutFailure(error: unknown, planId: string): CheckoutFailure {
  const failed = (messageKey: (typeof CHECKOUT_FAILURE_KEYS)[number]): CheckoutFailure => ({
    kind: 'failed',
    messageKey,
  });
  if (!isApiError(error)) return failed('checkout.failed.server');
  if (error.code === ERROR_CODES.planActive) return { kind: 'active' };
  if (error.kind === 'sessionExpired' || error.status === 401) {
    return { kind: 'signIn', destination: { kind: 'navigate', path: checkoutSignInPath(planId) } };
  }
  if (error.kind === 'network') return failed('errors.network');
  if (error.kind === 'timeout') return failed('errors.timeout');
  return failed(error.kind === 'code' ? 'checkout.failed.plan' : 'checkout.failed.server');
}

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
  return { kind: 'navigate', path: '/redirect', state: input.tokens };
}
