// The shapes of the states handed between pages (a state of the wrong shape is ignored, never
// shown), localized paths, and the sign-in query details the decisions depend on.
import { describe, expect, it } from 'vitest';
import type { TokenData } from '../../src/lib/api/types';
import { readNavigationState } from '../../src/lib/navigation';
import { localizedHref } from '../../src/lib/navigation/go';
import type { SitePath } from '../../src/lib/routes';
import {
  isEmailState,
  isErrorState,
  isInvitationAcceptedState,
  isThankYouState,
} from '../../src/lib/navigation/states';
import { destinationAfterGoogle, destinationAfterPasswordSignIn } from '../../src/lib/destinations';
import { isCheckoutSignIn, signInQueryFrom } from '../../src/lib/sign-in-query';
import { defaultRedirectPolicy, type RedirectPolicy } from '../../src/lib/redirects';
import { tokenData } from './support/tokens';

const tokens: TokenData = tokenData('tok', 'ref');
const policy: RedirectPolicy = { allowedHosts: ['app.example'], currentOrigin: null };
const query = (search: string) => signInQueryFrom(new URLSearchParams(search));

describe('handed states', () => {
  it('email state: a string email', () => {
    expect(isEmailState({ email: 'a@b.c' })).toBe(true);
    expect(isEmailState({ email: 1 })).toBe(false);
    expect(isEmailState({})).toBe(false);
  });

  it('thank-you state: optional string email, optional known way', () => {
    expect(isThankYouState({})).toBe(true);
    expect(isThankYouState({ email: 'a@b.c', via: 'google' })).toBe(true);
    expect(isThankYouState({ via: 'googleExisting' })).toBe(true);
    expect(isThankYouState({ email: 1 })).toBe(false);
    expect(isThankYouState({ via: 'facebook' })).toBe(false);
    expect(isThankYouState('a@b.c')).toBe(false);
    expect(isThankYouState(null)).toBe(false);
  });

  it('invitation-accepted state: each field optional but of its type', () => {
    expect(isInvitationAcceptedState({})).toBe(true);
    expect(
      isInvitationAcceptedState({ email: 'a@b.c', isSuperAdmin: true, needsConfirmation: false }),
    ).toBe(true);
    expect(isInvitationAcceptedState({ email: 2 })).toBe(false);
    expect(isInvitationAcceptedState({ isSuperAdmin: 'yes' })).toBe(false);
    expect(isInvitationAcceptedState({ needsConfirmation: 'no' })).toBe(false);
    expect(isInvitationAcceptedState(undefined)).toBe(false);
  });

  it('error state: a key and an optional string step', () => {
    expect(isErrorState({ errorKey: 'errors.x' })).toBe(true);
    expect(isErrorState({ errorKey: 'errors.x', resume: '/onboarding/step2' })).toBe(true);
    expect(isErrorState({ errorKey: 'errors.x', resume: 2 })).toBe(false);
    expect(isErrorState({ errorKey: 3 })).toBe(false);
  });
});

describe('paths', () => {
  it('localizes the root when only a query is given', () => {
    // A bare query or nothing (not a SitePath the site writes) still lands on the root.
    expect(localizedHref('?a=1' as SitePath, 'en')).toBe('/?a=1');
    expect(localizedHref('' as SitePath, 'fr')).toBe('/fr');
  });
});

describe('sign-in query', () => {
  it('finds the redirectId inside the redirectUrl, and nothing in a broken one', () => {
    expect(query('redirectUrl=https%3A%2F%2Fapp.example%2F%3FredirectId%3Dr9').redirectId).toBe(
      'r9',
    );
    expect(query('redirectUrl=not%20a%20url').redirectId).toBeNull();
    expect(query('').redirectId).toBeNull();
  });

  it('is a checkout sign-in only with both the plan and the flag', () => {
    expect(isCheckoutSignIn(query('plan_id=pro&login_from_checkout=true'))).toBe(true);
    expect(isCheckoutSignIn(query('login_from_checkout=true'))).toBe(false);
    expect(isCheckoutSignIn(query('plan_id=pro'))).toBe(false);
  });

  it('sends a sign-in whose user is unknown to onboarding, keeping the redirect', () => {
    const outcome = destinationAfterPasswordSignIn(
      { query: query('redirectUrl=https%3A%2F%2Fapp.example%2Fx'), tokens, user: null },
      policy,
    );
    expect(outcome.destination).toEqual({ kind: 'navigate', path: '/onboarding/step1' });
    expect(outcome.pendingRedirect).toEqual({ url: 'https://app.example/x', id: null });
  });

  it('leaves the email out of the thank-you state when Google gave none', () => {
    const destination = destinationAfterGoogle(
      {
        mode: 'signup',
        outcome: { ok: true, tokens, existing: false, user: null },
        query: query(''),
        email: '',
      },
      policy,
    );
    expect(destination.destination).toEqual({
      kind: 'navigate',
      path: '/thank-you',
      state: { email: undefined, via: 'google' },
    });
    const named = destinationAfterGoogle(
      {
        mode: 'signup',
        outcome: { ok: true, tokens, existing: true, user: null },
        query: query(''),
        email: 'g@x.y',
      },
      policy,
    );
    expect(named.destination).toMatchObject({ state: { email: 'g@x.y', via: 'googleExisting' } });
  });
});

describe('outside a browser', () => {
  it('reads no handed state and treats nothing as same-origin, without touching location', () => {
    expect(typeof location).toBe('undefined');
    expect(readNavigationState(isEmailState)).toBeNull();
    expect(defaultRedirectPolicy().currentOrigin).toBeNull();
  });
});
