// Moving between pages of the multi-page site, and the decisions of spec section 4 about where to
// go. navigate() prefixes the page language and hands "navigation state" to the target page via
// sessionStorage, keyed by the target's path without language: the target reads it (as often as
// it likes: a reload or a language switch still finds it) until another navigate() replaces it.
// The decision functions are pure and return a Destination that followDestination() carries out.

import { isRecord, isTokenData, type UserFlags } from './api/guards';
import type { TokenData } from './api/types';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  localizePath,
  stripLanguage,
  type Language,
} from './i18n/languages';
import {
  appendQueryParams,
  defaultRedirectPolicy,
  safeRedirectUrl,
  type RedirectPolicy,
} from './redirects';
import { chooseLanguage, pageLanguage } from './stores/language';
import {
  isPlatform,
  setPlatformContext,
  type PendingRedirect,
  type Platform,
} from './stores/session';
import { ROUTES } from './routes';
import { readJson, removeKey, writeJson } from './stores/storage';
import { isPlanId } from './validation';

/** Where to go next: a page of this site (with optional state) or an external URL. */
export type Destination =
  { kind: 'navigate'; path: string; state?: unknown } | { kind: 'external'; url: string };

const NAVIGATION_STATE_KEY = 'navigationState';

/** A path without language prefix and without trailing slash (`/fr/thank-you/` → `/thank-you`). */
export function normalizePath(pathname: string): string {
  const bare = stripLanguage(pathname);
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

function splitPath(path: string): { pathname: string; rest: string } {
  const cut = path.search(/[?#]/);
  return cut === -1
    ? { pathname: path, rest: '' }
    : { pathname: path.slice(0, cut), rest: path.slice(cut) };
}

/** A site path (optionally with ?query/#hash) in the given language, default the page's. */
export function localizedHref(path: string, language: Language = pageLanguage()): string {
  const { pathname, rest } = splitPath(path);
  return localizePath(pathname || '/', language) + rest;
}

/** Records the state for a target path (or forgets any state when none is given). */
export function writeNavigationState(path: string, state?: unknown): void {
  if (state === undefined) removeKey('session', NAVIGATION_STATE_KEY);
  else
    writeJson('session', NAVIGATION_STATE_KEY, {
      path: normalizePath(splitPath(path).pathname),
      state,
    });
}

/** Goes to a site page in the current language, handing `state` to it. */
export function navigate(path: string, state?: unknown): void {
  writeNavigationState(path, state);
  location.assign(localizedHref(path));
}

/**
 * The state handed to the current page by navigate(), when it passes `guard`; null otherwise
 * (none, meant for another page, or of the wrong shape).
 */
export function readNavigationState<T>(
  guard: (value: unknown) => value is T,
  pathname: string = typeof location !== 'undefined' ? location.pathname : '/',
): T | null {
  const stored = readJson('session', NAVIGATION_STATE_KEY);
  if (!isRecord(stored) || stored.path !== normalizePath(pathname)) return null;
  return guard(stored.state) ? stored.state : null;
}

const HISTORY_STATE_KEY = 'navigationState';

/**
 * The state handed to the current page, taken once: it moves from the tab's storage into this
 * history entry, so a reload (or Back and Forward to this entry) still shows it, but a later visit
 * to the page (typed, or a link) does not show an old result.
 */
export function takeNavigationState<T>(guard: (value: unknown) => value is T): T | null {
  const handed = readNavigationState(guard);
  if (handed !== null) {
    writeNavigationState(location.pathname);
    const entry: unknown = history.state;
    history.replaceState({ ...(isRecord(entry) ? entry : {}), [HISTORY_STATE_KEY]: handed }, '');
    return handed;
  }
  const entry: unknown = history.state;
  const kept = isRecord(entry) ? entry[HISTORY_STATE_KEY] : undefined;
  return guard(kept) ? kept : null;
}

/** Carries out a destination: navigate() for site pages, a full load for external URLs. */
export function followDestination(destination: Destination): void {
  if (destination.kind === 'navigate') navigate(destination.path, destination.state);
  else location.assign(destination.url);
}

// ---- Navigation states handed between pages ----

/** State of /thank-you, /new-password, /success-password, /invitation-accepted. */
export interface EmailState {
  email: string;
}

/** True for `{ email }`. */
export function isEmailState(value: unknown): value is EmailState {
  return isRecord(value) && typeof value.email === 'string';
}

/**
 * State of /thank-you: the email, and how the account came about: a Google sign-up (confirmed,
 * no email sent) or a Google sign-up of an account that existed; absent for an email sign-up.
 */
export interface ThankYouState {
  email?: string;
  via?: 'google' | 'googleExisting';
}

/** True for a /thank-you state. */
export function isThankYouState(value: unknown): value is ThankYouState {
  return (
    isRecord(value) &&
    (value.email === undefined || typeof value.email === 'string') &&
    (value.via === undefined || value.via === 'google' || value.via === 'googleExisting')
  );
}

/**
 * State of /invitation-accepted: the email when known, the Super Admin flag, and whether the new
 * account must still confirm its email.
 */
export interface InvitationAcceptedState {
  email?: string;
  isSuperAdmin?: boolean;
  needsConfirmation?: boolean;
}

/** True for an invitation-accepted state. */
export function isInvitationAcceptedState(value: unknown): value is InvitationAcceptedState {
  return (
    isRecord(value) &&
    (value.email === undefined || typeof value.email === 'string') &&
    (value.isSuperAdmin === undefined || typeof value.isSuperAdmin === 'boolean') &&
    (value.needsConfirmation === undefined || typeof value.needsConfirmation === 'boolean')
  );
}

/**
 * State of / and /signin with a message to show on arrival (a failed Google attempt, a session
 * that ended): its translation key, and the onboarding step to resume after signing in.
 */
export interface ErrorState {
  errorKey: string;
  /** Checked where it is used (isOnboardingStep), so pages without sign-in do not carry the list. */
  resume?: string;
}

const ONBOARDING_STEPS = [
  ROUTES.onboardingStep1,
  ROUTES.onboardingStep2,
  ROUTES.onboardingStep3,
] as const;

export type OnboardingStepPath = (typeof ONBOARDING_STEPS)[number];

/** True for the path of an onboarding step. */
export function isOnboardingStep(value: unknown): value is OnboardingStepPath {
  return (ONBOARDING_STEPS as readonly unknown[]).includes(value);
}

/** True for `{ errorKey, resume? }`. */
export function isErrorState(value: unknown): value is ErrorState {
  return (
    isRecord(value) &&
    typeof value.errorKey === 'string' &&
    (value.resume === undefined || typeof value.resume === 'string')
  );
}

/** True for the token data handed to /redirect. */
export const isRedirectState: (value: unknown) => value is TokenData = isTokenData;

// ---- Decisions of spec sections 2 and 4 ----

/** What the root query parameters ask to keep (spec section 2). */
export interface RootContext {
  language: Language;
  /** True when ?language named a supported language (the interface switches to it). */
  languageGiven: boolean;
  /** Kept only when from or redirectId is present; null otherwise. */
  platform: { from: Platform | null; redirectId: string | null } | null;
}

/** Reads language, from and redirectId: all three kept together when from or redirectId is present. */
export function rootContextFromQuery(params: URLSearchParams): RootContext {
  const language = params.get('language');
  const from = params.get('from');
  const redirectId = params.get('redirectId') || null;
  const languageGiven = isLanguage(language);
  return {
    language: languageGiven ? language : DEFAULT_LANGUAGE,
    languageGiven,
    platform: from || redirectId ? { from: isPlatform(from) ? from : null, redirectId } : null,
  };
}

/** Stores what the root query asks to keep: the platform context, and the language when given. */
export function storeRootContext(context: RootContext): void {
  if (context.platform) setPlatformContext(context.platform.from, context.platform.redirectId);
  if (context.languageGiven) chooseLanguage(context.language);
}

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
  const planId = params.get('plan_id');
  return {
    planId: isPlanId(planId) ? planId : null,
    loginFromCheckout: params.get('login_from_checkout') === 'true',
    redirectUrl,
    redirectId: params.get('redirectId') || redirectIdInside(redirectUrl),
  };
}

/** True when sign-in was started by the checkout (plan_id and login_from_checkout=true). */
export function isCheckoutSignIn(query: SignInQuery): query is SignInQuery & { planId: string } {
  return query.planId !== null && query.loginFromCheckout;
}

/** The checkout page for a plan. */
export function subscribePath(planId: string): string {
  return `/subscribe?plan_id=${encodeURIComponent(planId)}`;
}

/** True when the user must go through onboarding (brand-admin never does). */
export function needsOnboarding(user: UserFlags): boolean {
  return user.role !== 'brand-admin' && !user.firstOnboardingDone;
}

/** Where a sign-in ends, and the redirect to keep for after onboarding (null: clear it). */
export interface SignInOutcome {
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
    destination: { kind: 'navigate', path: '/redirect', state: tokens },
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
    return { kind: 'navigate', path: mode === 'signup' ? '/' : '/signin', state };
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
    : { kind: 'navigate', path: '/redirect', state: outcome.tokens };
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
  if (!isPlanId(planId)) return { kind: 'navigate', path: '/' };
  if (token) return { kind: 'create', planId, token };
  if (hasSession) return { kind: 'create', planId, token: null };
  return {
    kind: 'navigate',
    path: `/signin?plan_id=${encodeURIComponent(planId)}&login_from_checkout=true`,
  };
}

/** Where a failed checkout creation goes. */
export const CHECKOUT_FAILURE_DESTINATION: Destination = { kind: 'navigate', path: '/' };

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
