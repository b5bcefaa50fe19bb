import { describe, expect, it } from 'vitest';
import { COMMON_EMAIL_DOMAINS, suggestEmailDomain } from '../../src/lib/email-suggestion';
import { readInvitationLink } from '../../src/islands/invitation/link';
import { isPlanId } from '../../src/lib/plans';
import { isEmailAddress as isValidEmail } from '../../src/lib/rules';
import {
  validateForgotPassword,
  validateRegistration,
  validateRenewPassword,
  validateSignIn,
} from '../../src/lib/validation';

/** An address of exactly `total` characters with a 64-character local part. */
function emailOfLength(total: number): string {
  const local = 'a'.repeat(64);
  const fixed = `${'b'.repeat(63)}.${'c'.repeat(63)}.`;
  const last = total - local.length - 1 - fixed.length - '.com'.length;
  return `${local}@${fixed}${'d'.repeat(last)}.com`;
}

describe('isValidEmail', () => {
  it('accepts ordinary addresses and trims surrounding spaces', () => {
    expect(isValidEmail('ann@example.com')).toBe(true);
    expect(isValidEmail('ann.lee+music@shop.co.uk')).toBe(true);
    expect(isValidEmail('  ann@example.com ')).toBe(true);
  });

  it.each([
    '',
    '   ',
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann@@example.com',
    'an n@example.com',
    'ann@exa_mple.com',
    'ann@-example.com',
    'ann..lee@example.com',
    'ann@example.c',
  ])('rejects %j', (value) => expect(isValidEmail(value)).toBe(false));

  it('accepts 254 characters and rejects 255', () => {
    expect(emailOfLength(254)).toHaveLength(254);
    expect(isValidEmail(emailOfLength(254))).toBe(true);
    expect(isValidEmail(emailOfLength(255))).toBe(false);
  });

  it('accepts a 64-character local part and rejects 65', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  it('accepts a 63-character domain label and rejects 64', () => {
    expect(isValidEmail(`ann@${'b'.repeat(63)}.com`)).toBe(true);
    expect(isValidEmail(`ann@${'b'.repeat(64)}.com`)).toBe(false);
    expect(isValidEmail(`ann@shop.${'b'.repeat(64)}`)).toBe(false);
  });
});

describe('passwords', () => {
  it('needs at least 6 characters', () => {
    const renew = (password: string) => validateRenewPassword({ password, confirmation: password });
    expect(renew('12345')).toMatchObject({ ok: false });
    expect(renew('123456').ok).toBe(true);
  });
});

const registration = {
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  password: '123456',
  acceptTerms: true,
};

describe('validateRegistration', () => {
  it('passes a complete form', () => {
    expect(validateRegistration(registration)).toEqual({ ok: true, fields: [] });
  });

  it('gives every faulty field its message', () => {
    const result = validateRegistration({
      email: 'nope',
      firstName: ' ',
      lastName: '',
      password: '12345',
      acceptTerms: false,
    });
    expect(result.ok).toBe(false);
    expect(result.fields).toEqual([
      { field: 'email', key: 'errors.incorrectEmail' },
      { field: 'firstName', key: 'errors.fieldRequired' },
      { field: 'lastName', key: 'errors.fieldRequired' },
      { field: 'password', key: 'errors.passwordLimit' },
      { field: 'terms', key: 'errors.termsRequired' },
    ]);
  });

  it('checks the password boundary 5/6', () => {
    expect(validateRegistration({ ...registration, password: '12345' }).ok).toBe(false);
    expect(validateRegistration({ ...registration, password: '123456' }).ok).toBe(true);
  });

  it('does not check the Sonos activation code in the submit guard', () => {
    // The Sonos form checks its values, code included, with the registration rule.
    const sonosValues = { ...registration, activationCode: '' };
    expect(validateRegistration(sonosValues).ok).toBe(true);
  });
});

describe('validateSignIn', () => {
  it('needs a valid email and a defined, non-empty password, each field with its message', () => {
    expect(validateSignIn({ email: 'ann@example.com', password: 'x' }).ok).toBe(true);
    expect(validateSignIn({ email: 'ann@example.com', password: undefined })).toMatchObject({
      ok: false,
      fields: [{ field: 'password', key: 'errors.fieldRequired' }],
    });
    expect(validateSignIn({ email: 'ann', password: 'x' }).fields).toEqual([
      { field: 'email', key: 'errors.incorrectEmail' },
    ]);
  });

  it('refuses a password over the API’s 200 characters as wrong credentials', () => {
    expect(validateSignIn({ email: 'ann@example.com', password: 'x'.repeat(200) }).ok).toBe(true);
    expect(validateSignIn({ email: 'ann@example.com', password: 'x'.repeat(201) }).fields).toEqual([
      { field: 'password', key: 'errors.invalidCredentials' },
    ]);
  });
});

describe('validateForgotPassword', () => {
  it('gives the email-not-found message for an invalid email', () => {
    expect(validateForgotPassword({ email: 'ann@example.com' }).ok).toBe(true);
    expect(validateForgotPassword({ email: 'ann@' })).toEqual({
      ok: false,
      fields: [{ field: 'email', key: 'errors.emailNotFound' }],
    });
  });
});

describe('validateRenewPassword', () => {
  it('checks the length (5/6) first, then equality', () => {
    expect(validateRenewPassword({ password: '12345', confirmation: '12345' })).toMatchObject({
      fields: [{ field: 'password', key: 'errors.passwordLimit' }],
    });
    expect(validateRenewPassword({ password: '123456', confirmation: '123457' })).toMatchObject({
      fields: [{ field: 'confirmation', key: 'errors.passwordMismatch' }],
    });
    expect(validateRenewPassword({ password: '123456', confirmation: '123456' }).ok).toBe(true);
  });
});

describe('isPlanId', () => {
  it('accepts plan ids and refuses anything else', () => {
    expect(isPlanId('essential1-eur-yearly')).toBe(true);
    expect(isPlanId('pro1-gbp-monthly')).toBe(true);
    for (const bad of ['', '-x', 'a b', 'a/../b', 'x'.repeat(101), null, 3]) {
      expect(isPlanId(bad)).toBe(false);
    }
  });
});

describe('suggestEmailDomain', () => {
  it.each([
    ['ann@gmial.com', 'ann@gmail.com'],
    ['ann@gmal.com', 'ann@gmail.com'],
    ['ann@hotmial.fr', 'ann@hotmail.fr'],
    ['ann@yaho.it', 'ann@yahoo.it'],
    ['ann@outlok.com', 'ann@outlook.com'],
    ['ann@icloud.co', 'ann@icloud.com'],
    ['ann@gmx.dee', 'ann@gmx.de'],
    ['ann@libero.ti', 'ann@libero.it'],
    ['ann@t-onlien.de', 'ann@t-online.de'],
    ['Ann@GMIAL.COM', 'Ann@gmail.com'],
  ])('%s → %s', (input, expected) => expect(suggestEmailDomain(input)).toBe(expected));

  it.each([
    'ann@gmail.com',
    'ann@web.de',
    'ann@orange.fr',
    'ann@acme.com',
    'ann@mybusiness.io',
    'ann',
    'ann@',
    '@gmial.com',
  ])('suggests nothing for %s', (input) => expect(suggestEmailDomain(input)).toBeNull());

  it('never suggests more than 2 edits away', () => {
    expect(suggestEmailDomain('ann@gxxxl.com')).toBeNull();
  });
});

describe('an invitation link read as expired', () => {
  const now = new Date('2025-06-01T12:00:00.000Z');
  /** Whether /invitation/CODE with this query reads as expired (absent values: no parameter). */
  const isInvitationExpired = (query: Record<string, string | null>) =>
    readInvitationLink(
      '/invitation/CODE',
      `?${new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== null))}`,
      '/invitation',
      now,
    ).kind === 'expired';

  it('is expired when expiredAt is present with any non-null value', () => {
    expect(isInvitationExpired({ expiredAt: '2025-01-01' })).toBe(true);
    expect(isInvitationExpired({ expiredAt: '' })).toBe(true);
    expect(isInvitationExpired({ expiredAt: 'garbage', expiresAt: '2099-01-01' })).toBe(true);
    expect(isInvitationExpired({ expiredAt: null })).toBe(false);
  });

  it('compares expiresAt with now: before is expired, exactly now or later is not', () => {
    expect(isInvitationExpired({ expiresAt: '2025-06-01T11:59:59.999Z' })).toBe(true);
    expect(isInvitationExpired({ expiresAt: '2025-06-01T12:00:00.000Z' })).toBe(false);
    expect(isInvitationExpired({ expiresAt: '2025-06-01T12:00:00.001Z' })).toBe(false);
  });

  it('treats a missing or unparseable expiresAt as not expired', () => {
    expect(isInvitationExpired({})).toBe(false);
    expect(isInvitationExpired({ expiresAt: 'not a date' })).toBe(false);
    expect(isInvitationExpired({ expiresAt: '' })).toBe(false);
  });
});

describe('email checks at the edges', () => {
  it('accepts one-letter local parts and domain labels', () => {
    expect(isValidEmail('a@x.io')).toBe(true);
    expect(isValidEmail('ann@mail.x.io')).toBe(true);
  });

  it('refuses anything after the address', () => {
    expect(isValidEmail('ann@example.com)')).toBe(false);
    expect(isValidEmail('ann@example.com <x>')).toBe(false);
  });
});

describe('email suggestions at the edges', () => {
  it('knows the big providers of the five markets, each once, as lower-case host names', () => {
    for (const domain of ['gmail.com', 'hotmail.fr', 'gmx.de', 'libero.it', 'telefonica.net']) {
      expect(COMMON_EMAIL_DOMAINS).toContain(domain);
    }
    expect(new Set(COMMON_EMAIL_DOMAINS).size).toBe(COMMON_EMAIL_DOMAINS.length);
    for (const domain of COMMON_EMAIL_DOMAINS)
      expect(domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });

  // Every well-known domain is left as typed, and a swap of two of its letters is corrected back.
  it.each(COMMON_EMAIL_DOMAINS)('%s', (domain) => {
    expect(suggestEmailDomain(`ann@${domain}`)).toBeNull();
    const i = domain.startsWith(domain[0]! + domain[0]!) ? 1 : 0;
    const swapped = domain.slice(0, i) + domain[i + 1]! + domain[i]! + domain.slice(i + 2);
    expect(suggestEmailDomain(`ann@${swapped}`)).toBe(`ann@${domain}`);
  });

  it('reads the address without surrounding spaces, and from a one-letter local part', () => {
    expect(suggestEmailDomain('  ann@gmial.com ')).toBe('ann@gmail.com');
    expect(suggestEmailDomain('a@gmial.com')).toBe('a@gmail.com');
  });

  it('allows two edits from a domain of nine letters, one from a shorter one', () => {
    expect(suggestEmailDomain('ann@gmaill.cm')).toBe('ann@gmail.com');
    expect(suggestEmailDomain('ann@wbe.ed')).toBeNull();
  });

  it('prefers the closest domain, and on a tie the more common one (earlier in the list)', () => {
    expect(suggestEmailDomain('ann@hotmail.f')).toBe('ann@hotmail.fr');
    expect(suggestEmailDomain('ann@hotmail.xx')).toBe('ann@hotmail.fr');
  });

  // How edits are counted (optimal string alignment), seen at the limits: two edits from a domain
  // of nine letters or more (gmail.com, outlook.com) are corrected, three are not; one from
  // aol.com is, two are not.
  it.each([
    // Letters missing or added at either end: one edit each.
    ['gmail.c', 'gmail.com'],
    ['gmail.', null],
    ['gmail.comxx', 'gmail.com'],
    ['gmail.comxxx', null],
    ['tlook.com', 'outlook.com'],
    ['look.com', null],
    ['xxoutlook.com', 'outlook.com'],
    ['xxxoutlook.com', null],
    // Letters swapped: one edit, at the end or inside.
    ['aol.ocm', 'aol.com'],
    ['aol.ocn', null],
    ['hotmial.com', 'hotmail.com'],
    // Letters replaced: one edit each.
    ['gmaxx.com', 'gmail.com'],
    ['aol.cxx', null],
    // Mixed edits add up: replaced and missing; missing first and added last.
    ['gnail.co', 'gmail.com'],
    ['gnail.c', null],
    ['otmail.comm', 'hotmail.com'],
    // A swapped pair is not edited again: `im` to `mai` is three edits, not two.
    ['hotiml.com', null],
  ])('ann@%s → %s', (domain, corrected) => {
    expect(suggestEmailDomain(`ann@${domain}`)).toBe(corrected && `ann@${corrected}`);
  });
});
