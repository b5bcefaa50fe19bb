import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserFlags } from '../../src/lib/api/guards';
import type { TokenData } from '../../src/lib/api/types';
import { readNavigationState, writeNavigationState } from '../../src/lib/navigation';
import { followDestination, localizedHref, navigate } from '../../src/lib/navigation/go';
import {
  isEmailState,
  isErrorState,
  isInvitationAcceptedState,
  isRedirectState,
} from '../../src/lib/navigation/states';
import {
  ApiCodeError,
  NetworkError,
  SessionExpiredError,
  TimeoutError,
  UnexpectedStatusError,
} from '../../src/lib/api/errors';
import {
  checkoutEntry,
  checkoutFailure,
  destinationAfterGoogle,
  destinationAfterOnboarding,
  destinationAfterPasswordSignIn,
} from '../../src/lib/destinations';
import { signInQueryFrom, type SignInQuery } from '../../src/lib/sign-in-query';
import type { RedirectPolicy } from '../../src/lib/redirects';
import { installStorage, uninstallStorage } from './support/memory-storage';

const tokens: TokenData = {
  token: 'tok',
  refreshToken: 'ref',
  expiresAt: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiresAt: '2030-02-01T00:00:00.000Z',
};
const policy: RedirectPolicy = {
  allowedHosts: ['app.example'],
  currentOrigin: 'https://account.example',
};
const query = (search: string): SignInQuery => signInQueryFrom(new URLSearchParams(search));
const onboarded = { role: 'user', firstOnboardingDone: true } as const;
const newUser = { role: 'user', firstOnboardingDone: false } as const;

/** Stubs the page location; navigation writes its target to `assigned`. */
function stubLocation(pathname: string) {
  const assign = vi.fn((url: string) => {
    page.pathname = new URL(url, 'https://account.example').pathname;
  });
  const page = { pathname, origin: 'https://account.example', assign };
  vi.stubGlobal('location', page);
  return page;
}

beforeEach(() => {
  installStorage();
  vi.unstubAllGlobals();
});
afterAll(() => {
  uninstallStorage();
  vi.unstubAllGlobals();
});

describe('paths', () => {
  it('hands a state to its page whatever the language prefix and trailing slashes', () => {
    /** True when the state handed to `target` (as navigate() does) is found at `pathname`. */
    const handedTo = (target: string, pathname: string) => {
      writeNavigationState(target, { email: 'ann@example.com' });
      return readNavigationState(isEmailState, pathname) !== null;
    };
    expect(handedTo('/thank-you', '/fr/thank-you/')).toBe(true);
    expect(handedTo('/thank-you', '/thank-you')).toBe(true);
    expect(handedTo('/thank-you', '/thank-you//')).toBe(true);
    expect(handedTo('/signin', '/fr/signin/')).toBe(true);
    expect(handedTo('/', '/de')).toBe(true);
    expect(handedTo('/', '/')).toBe(true);
    expect(handedTo('/', '//')).toBe(true);
    expect(handedTo('/thank-you', '/')).toBe(false);
    expect(handedTo('/signin', '//')).toBe(false);
  });

  it('localizes a path and keeps its query and hash', () => {
    expect(localizedHref('/subscribe?plan_id=a#x', 'fr')).toBe('/fr/subscribe?plan_id=a#x');
    expect(localizedHref('/signin', 'en')).toBe('/signin');
    expect(localizedHref('/', 'de')).toBe('/de');
    expect(localizedHref('/?x=1', 'it')).toBe('/it?x=1');
  });
});

describe('navigate and readNavigationState', () => {
  it('prefixes the current page language and hands the state to the target', () => {
    const page = stubLocation('/fr/signup');
    navigate('/thank-you', { email: 'ann@example.com' });
    expect(page.assign).toHaveBeenCalledWith('/fr/thank-you');
    expect(readNavigationState(isEmailState)).toEqual({ email: 'ann@example.com' });
  });

  it('survives a reload and a language switch of the target page', () => {
    stubLocation('/signup');
    navigate('/thank-you', { email: 'ann@example.com' });
    expect(readNavigationState(isEmailState, '/thank-you')).toEqual({ email: 'ann@example.com' });
    expect(readNavigationState(isEmailState, '/thank-you')).toEqual({ email: 'ann@example.com' });
    expect(readNavigationState(isEmailState, '/de/thank-you/')).toEqual({
      email: 'ann@example.com',
    });
  });

  it('is not visible on other pages, with the wrong shape, or after another navigation', () => {
    stubLocation('/signup');
    navigate('/thank-you', { email: 'ann@example.com' });
    expect(readNavigationState(isEmailState, '/redirect')).toBeNull();
    expect(readNavigationState(isErrorState, '/thank-you')).toBeNull();
    navigate('/signin');
    expect(readNavigationState(isEmailState, '/thank-you')).toBeNull();
  });

  it('keys the state by the path without its query', () => {
    stubLocation('/signin');
    navigate('/redirect?x=1', tokens);
    expect(readNavigationState(isRedirectState, '/redirect')).toEqual(tokens);
  });

  it('ignores corrupt stored state', () => {
    sessionStorage.setItem('account.navigationState', '{oops');
    expect(readNavigationState(isEmailState, '/thank-you')).toBeNull();
  });

  it('follows external destinations with a full page load', () => {
    const page = stubLocation('/signin');
    followDestination({ kind: 'external', url: 'https://app.example/?token=t' });
    expect(page.assign).toHaveBeenCalledWith('https://app.example/?token=t');
    followDestination({ kind: 'navigate', path: '/redirect', state: tokens });
    expect(page.assign).toHaveBeenLastCalledWith('/redirect');
    expect(readNavigationState(isRedirectState, '/redirect')).toEqual(tokens);
  });
});

describe('state guards', () => {
  it('check the shapes', () => {
    expect(isInvitationAcceptedState({ email: 'a@b.co', isSuperAdmin: true })).toBe(true);
    expect(isInvitationAcceptedState({})).toBe(true);
    expect(isInvitationAcceptedState({ isSuperAdmin: 'yes' })).toBe(false);
    expect(isRedirectState({ token: 'x' })).toBe(false);
    expect(isErrorState({ errorKey: 'errors.googleFailed' })).toBe(true);
    expect(isEmailState(null)).toBe(false);
  });
});

describe('signInQueryFrom', () => {
  it('reads checkout and redirect parameters', () => {
    expect(query('plan_id=essential1-eur-yearly&login_from_checkout=true')).toEqual({
      planId: 'essential1-eur-yearly',
      loginFromCheckout: true,
      redirectUrl: null,
      redirectId: null,
    });
    expect(query('redirectUrl=https%3A%2F%2Fapp.example%2F%3FredirectId%3Dr7').redirectId).toBe(
      'r7',
    );
    expect(query('redirectUrl=https%3A%2F%2Fapp.example%2F&redirectId=r1').redirectId).toBe('r1');
    expect(query('plan_id=a%20b').planId).toBeNull();
  });
});

describe('onboarding after a sign-in', () => {
  it('skips brand-admin and users who finished onboarding', () => {
    const goesTo = (user: UserFlags) =>
      destinationAfterPasswordSignIn({ query: query(''), tokens, user }, policy).destination;
    expect(goesTo(newUser)).toEqual({ kind: 'navigate', path: '/onboarding/step1' });
    expect(goesTo(onboarded)).toMatchObject({ path: '/redirect' });
    expect(goesTo({ role: 'brand-admin', firstOnboardingDone: false })).toMatchObject({
      path: '/redirect',
    });
    expect(goesTo({ role: 'admin', firstOnboardingDone: false })).toMatchObject({
      path: '/onboarding/step1',
    });
  });
});

describe('destinationAfterPasswordSignIn', () => {
  it('goes to /subscribe with checkout parameters', () => {
    const outcome = destinationAfterPasswordSignIn(
      { query: query('plan_id=pro1-eur-monthly&login_from_checkout=true'), tokens, user: null },
      policy,
    );
    expect(outcome).toEqual({
      destination: { kind: 'navigate', path: '/subscribe?plan_id=pro1-eur-monthly' },
      pendingRedirect: null,
    });
  });

  it('does not treat plan_id without login_from_checkout as checkout', () => {
    const outcome = destinationAfterPasswordSignIn(
      { query: query('plan_id=pro1-eur-monthly'), tokens, user: onboarded },
      policy,
    );
    expect(outcome.destination).toEqual({ kind: 'navigate', path: '/redirect', state: tokens });
  });

  it('follows an allowlisted redirectUrl with a redirectId, token appended', () => {
    const outcome = destinationAfterPasswordSignIn(
      {
        query: query('redirectUrl=https%3A%2F%2Fapp.example%2Fcb&redirectId=r1'),
        tokens,
        user: onboarded,
      },
      policy,
    );
    expect(outcome.destination).toEqual({
      kind: 'external',
      url: 'https://app.example/cb?token=tok',
    });
  });

  it('brand-admin skips onboarding', () => {
    const outcome = destinationAfterPasswordSignIn(
      {
        query: query('redirectUrl=https%3A%2F%2Fapp.example%2Fcb%3FredirectId%3Dr2'),
        tokens,
        user: { role: 'brand-admin', firstOnboardingDone: false },
      },
      policy,
    );
    expect(outcome.destination).toEqual({
      kind: 'external',
      url: 'https://app.example/cb?redirectId=r2&token=tok',
    });
  });

  it('goes to /redirect without a redirectId or with an unsafe redirectUrl', () => {
    for (const search of [
      'redirectUrl=https%3A%2F%2Fapp.example%2Fcb',
      'redirectUrl=https%3A%2F%2Fevil.example%2F&redirectId=r1',
      'redirectUrl=javascript%3Aalert(1)&redirectId=r1',
    ]) {
      expect(
        destinationAfterPasswordSignIn({ query: query(search), tokens, user: onboarded }, policy),
      ).toEqual({
        destination: { kind: 'navigate', path: '/redirect', state: tokens },
        pendingRedirect: null,
      });
    }
  });

  it('keeps the pending redirect and goes to onboarding when it is not done', () => {
    expect(
      destinationAfterPasswordSignIn(
        {
          query: query('redirectUrl=https%3A%2F%2Fapp.example%2Fcb&redirectId=r1'),
          tokens,
          user: newUser,
        },
        policy,
      ),
    ).toEqual({
      destination: { kind: 'navigate', path: '/onboarding/step1' },
      pendingRedirect: { url: 'https://app.example/cb', id: 'r1' },
    });
    expect(
      destinationAfterPasswordSignIn(
        { query: query('redirectUrl=https%3A%2F%2Fevil.example%2F'), tokens, user: newUser },
        policy,
      ).pendingRedirect,
    ).toBeNull();
  });
});

describe('destinationAfterGoogle', () => {
  const ok = { ok: true, tokens, existing: false, user: null } as const;
  const go = (destination: unknown) => ({ destination, pendingRedirect: null });

  it('goes to /subscribe with checkout parameters', () => {
    expect(
      destinationAfterGoogle(
        {
          mode: 'signin',
          outcome: ok,
          query: query('plan_id=pro1-eur-monthly&login_from_checkout=true'),
        },
        policy,
      ),
    ).toEqual(go({ kind: 'navigate', path: '/subscribe?plan_id=pro1-eur-monthly' }));
  });

  it('follows a safe redirectUrl with the token', () => {
    expect(
      destinationAfterGoogle(
        { mode: 'signup', outcome: ok, query: query('redirectUrl=https%3A%2F%2Fapp.example%2F') },
        policy,
      ),
    ).toEqual(go({ kind: 'external', url: 'https://app.example/?token=tok' }));
  });

  it('sign-up → /thank-you, sign-in → /redirect', () => {
    expect(
      destinationAfterGoogle({ mode: 'signup', outcome: ok, query: query('') }, policy),
    ).toEqual(go({ kind: 'navigate', path: '/thank-you', state: { via: 'google' } }));
    expect(
      destinationAfterGoogle(
        { mode: 'signup', outcome: { ...ok, existing: true }, query: query('') },
        policy,
      ),
    ).toEqual(go({ kind: 'navigate', path: '/thank-you', state: { via: 'googleExisting' } }));
    expect(
      destinationAfterGoogle(
        { mode: 'signin', outcome: ok, query: query('redirectUrl=https%3A%2F%2Fevil.example%2F') },
        policy,
      ),
    ).toEqual(go({ kind: 'navigate', path: '/redirect', state: tokens }));
  });

  it('a sign-in follows the onboarding rule of the password sign-in', () => {
    const user = { role: 'user', firstOnboardingDone: false } as const;
    const outcome = { ...ok, existing: true, user };
    expect(
      destinationAfterGoogle(
        {
          mode: 'signin',
          outcome,
          query: query('redirectUrl=https%3A%2F%2Fapp.example%2Fx&redirectId=r9'),
        },
        policy,
      ),
    ).toEqual({
      destination: { kind: 'navigate', path: '/onboarding/step1' },
      pendingRedirect: { url: 'https://app.example/x', id: 'r9' },
    });
    // Onboarded users and brand admins go on as before; the checkout never asks.
    const done = { ...outcome, user: { role: 'user', firstOnboardingDone: true } } as const;
    expect(
      destinationAfterGoogle({ mode: 'signin', outcome: done, query: query('') }, policy),
    ).toEqual(go({ kind: 'navigate', path: '/redirect', state: tokens }));
    const admin = {
      ...outcome,
      user: { role: 'brand-admin', firstOnboardingDone: false },
    } as const;
    expect(
      destinationAfterGoogle({ mode: 'signin', outcome: admin, query: query('') }, policy),
    ).toEqual(go({ kind: 'navigate', path: '/redirect', state: tokens }));
  });

  it('on failure goes to / or /signin with the message key', () => {
    const outcome = { ok: false, errorKey: 'errors.googleAuthFailed' } as const;
    expect(
      destinationAfterGoogle({ mode: 'signup', outcome, query: query('') }, policy).destination,
    ).toEqual({
      kind: 'navigate',
      path: '/',
      state: { errorKey: 'errors.googleAuthFailed' },
    });
    expect(
      destinationAfterGoogle({ mode: 'signin', outcome, query: query('') }, policy).destination,
    ).toMatchObject({
      path: '/signin',
    });
    // Back to the page with its query: a retry still ends at the checkout.
    const search = '?plan_id=pro1-eur-monthly&login_from_checkout=true';
    expect(
      destinationAfterGoogle(
        { mode: 'signin', outcome, query: query(search.slice(1)), search },
        policy,
      ).destination,
    ).toEqual({
      kind: 'navigate',
      path: `/signin${search}`,
      state: { errorKey: 'errors.googleAuthFailed' },
    });
  });
});

describe('checkoutEntry', () => {
  it('creates the checkout with the link token or the session', () => {
    expect(checkoutEntry({ planId: 'pro1-eur-monthly', token: 't', hasSession: false })).toEqual({
      kind: 'create',
      planId: 'pro1-eur-monthly',
      token: 't',
    });
    expect(checkoutEntry({ planId: 'pro1-eur-monthly', token: null, hasSession: true })).toEqual({
      kind: 'create',
      planId: 'pro1-eur-monthly',
      token: null,
    });
  });

  it('sends a plan without credentials to sign-in, no plan to /, and says a wrong plan id', () => {
    expect(checkoutEntry({ planId: 'pro1-eur-monthly', token: null, hasSession: false })).toEqual({
      kind: 'navigate',
      path: '/signin?plan_id=pro1-eur-monthly&login_from_checkout=true',
    });
    expect(checkoutEntry({ planId: null, token: 't', hasSession: true })).toEqual({
      kind: 'navigate',
      path: '/',
    });
    expect(checkoutEntry({ planId: '../x', token: 't', hasSession: true })).toEqual({
      kind: 'unknownPlan',
    });
  });
});

// Issue #35 item 3: a failed checkout start never drops the buyer on the trial form.
describe('checkoutFailure', () => {
  const plan = 'pro1-eur-monthly';
  it('sends an expired or refused token to the checkout sign-in of the plan', () => {
    const signIn = {
      kind: 'signIn',
      destination: { kind: 'navigate', path: `/signin?plan_id=${plan}&login_from_checkout=true` },
    };
    expect(checkoutFailure(new SessionExpiredError(401), plan)).toEqual(signIn);
    expect(checkoutFailure(new UnexpectedStatusError(401), plan)).toEqual(signIn);
  });

  it('says a plan already held is active', () => {
    expect(checkoutFailure(new UnexpectedStatusError(409, 'E_PLAN_ACTIVE'), plan)).toEqual({
      kind: 'active',
    });
  });

  it.each([
    ['an unknown plan', new ApiCodeError('E_PLAN_NOT_FOUND'), 'checkout.failed.plan'],
    ['a 5xx', new UnexpectedStatusError(503), 'checkout.failed.server'],
    ['no connection', new NetworkError(), 'errors.network'],
    ['a timeout', new TimeoutError(15_000), 'errors.timeout'],
    ['anything else', new Error('boom'), 'checkout.failed.server'],
  ])('says why on /subscribe for %s', (_, error, messageKey) => {
    expect(checkoutFailure(error, plan)).toEqual({ kind: 'failed', messageKey });
  });
});

describe('destinationAfterOnboarding', () => {
  it('follows the pending redirect with the token, else /redirect', () => {
    expect(
      destinationAfterOnboarding(
        { pendingRedirect: { url: 'https://app.example/cb?redirectId=r1', id: 'r1' }, tokens },
        policy,
      ),
    ).toEqual({ kind: 'external', url: 'https://app.example/cb?redirectId=r1&token=tok' });
    expect(destinationAfterOnboarding({ pendingRedirect: null, tokens }, policy)).toEqual({
      kind: 'navigate',
      path: '/redirect',
      state: tokens,
    });
    expect(
      destinationAfterOnboarding(
        { pendingRedirect: { url: 'https://evil.example/', id: null }, tokens },
        policy,
      ),
    ).toEqual({ kind: 'navigate', path: '/redirect', state: tokens });
  });
});
