import { describe, expect, it } from 'vitest';
import {
  buildGoogleRegistrationPayload,
  buildOnboardingPayload,
  buildPasswordResetPayload,
  buildRegistrationPayload,
  buildSonosLinkPayload,
  buildSonosRegistrationPayload,
} from '../../src/lib/api/payloads';

const form = {
  email: ' ann@example.com ',
  firstName: ' Ann ',
  lastName: 'Lee',
  password: ' secret ',
  acceptTerms: true,
};

describe('registration payload', () => {
  it('has the fixed fields, trimmed names, the raw password and terms twice', () => {
    expect(buildRegistrationPayload(form)).toEqual({
      company_name: '',
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      password: ' secret ',
      trackingId: null,
      accept_tos: true,
      accept_receive_info: true,
    });
    expect(buildRegistrationPayload({ ...form, acceptTerms: false })).toMatchObject({
      accept_tos: false,
      accept_receive_info: false,
    });
  });

  it('adds utm only when a utm_* parameter is present', () => {
    expect(buildRegistrationPayload(form, new URLSearchParams('theme=dark'))).not.toHaveProperty(
      'utm',
    );
    expect(
      buildRegistrationPayload(
        form,
        new URLSearchParams('utm_source=ads&utm_term=music&utm_medium='),
      ).utm,
    ).toEqual({ source: 'ads', term: 'music' });
    expect(
      buildRegistrationPayload(
        form,
        new URLSearchParams('utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e'),
      ).utm,
    ).toEqual({ source: 'a', medium: 'b', campaign: 'c', term: 'd', content: 'e' });
  });

  it('Sonos variant carries the activation code in utm', () => {
    expect(buildSonosRegistrationPayload({ ...form, activationCode: ' ABC-123 ' }).utm).toEqual({
      source: 'sonos',
      campaign: 'sonos-with-activation-code',
      activation_code: 'ABC-123',
    });
  });
});

describe('other payloads', () => {
  it('Google registration uses the fixed placeholders', () => {
    expect(buildGoogleRegistrationPayload('g-token', true)).toEqual({
      token: 'g-token',
      trackingId: 'web-google-signup',
      company_name: 'My business',
      accept_tos: true,
    });
  });

  it('onboarding: upper age bound, english, picked genres', () => {
    expect(
      buildOnboardingPayload(
        { business: 'bar', age: [20, 30], styles: ['trendy'] },
        ['rock', 'jazz'],
        false,
      ),
    ).toEqual({
      business_type: 'bar',
      customer_age: ['<30'],
      styles: ['trendy'],
      genres: ['rock', 'jazz'],
      languages: ['english'],
    });
  });

  it('onboarding: smart genres replace the picks; unset choices use the screen defaults', () => {
    expect(buildOnboardingPayload({}, ['rock'], true)).toEqual({
      business_type: 'design_store',
      customer_age: ['<50'],
      styles: ['mainstream', 'trendy'],
      genres: ['pop', 'dancehall', 'lounge'],
      languages: ['english'],
    });
    expect(buildOnboardingPayload({ styles: [] }, [], false)).toMatchObject({
      styles: [],
      genres: [],
    });
  });

  it('password reset and Sonos link', () => {
    expect(buildPasswordResetPayload('abcdef', 'abcdef', 'tok')).toEqual({
      password: 'abcdef',
      password_confirmation: 'abcdef',
      token: 'tok',
    });
    expect(buildSonosLinkPayload(' ann@example.com', 'pw', 'LINK')).toEqual({
      email: 'ann@example.com',
      password: 'pw',
      linkCode: 'LINK',
    });
  });
});
