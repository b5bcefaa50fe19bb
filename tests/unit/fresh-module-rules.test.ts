// The shared field rules and the email typo hint, each test on a freshly loaded module: their
// tables (the email pattern, the name checks, the well-known domains) are module constants, and
// the forms load these modules lazily, so the mutation run (`npm run mutate`) tries a change to a
// constant only against the tests that load the module themselves. Loading it anew in each test
// makes these tests among them: the tables are checked, not just the functions around them.
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TRICKY_EMAILS } from '../api/support/tricky-emails';

beforeEach(() => {
  vi.resetModules();
});

const rules = () => import('../../src/lib/rules');
const suggester = () => import('../../src/lib/email-suggestion');

// 41 suggestions, each measured against every domain: seconds with the mutation run's instrumentation.
describe('the email typo hint', { timeout: 60_000 }, () => {
  it('corrects a typo towards each well-known domain, and leaves the domain itself alone', async () => {
    const { suggestEmailDomain, COMMON_EMAIL_DOMAINS } = await suggester();
    for (const domain of COMMON_EMAIL_DOMAINS) {
      expect(suggestEmailDomain(`ann@${domain}`), domain).toBeNull();
      expect(suggestEmailDomain(`ann@q${domain}`), domain).toBe(`ann@${domain}`);
    }
    expect(suggestEmailDomain('ann@gmial.com')).toBe('ann@gmail.com');
    expect(suggestEmailDomain('ann@acme.com')).toBeNull();
  });
});

describe('the shared email rule', () => {
  it.each(TRICKY_EMAILS)('%s (%j): valid = %s', async (_label, email, valid) => {
    const { isEmailAddress, emailRule } = await rules();
    expect(isEmailAddress(email)).toBe(valid);
    expect(v.is(emailRule(), email)).toBe(valid);
  });

  it('accepts ordinary and international addresses, refuses malformed ones', async () => {
    const { isEmailAddress } = await rules();
    for (const ok of [
      'ann@example.com',
      'ann.lee@example.co.uk',
      "o'brien+tag@example.com",
      'a!#$%&*/=?^_`{|}~-@example.com',
      'ü@example.de',
      'ann@müller.de',
      'ann@a-b.example.com',
      '1@2a.example',
      'ann@example.xn--p1ai',
      'anne\u0301@example.com',
    ]) {
      expect(isEmailAddress(ok), ok).toBe(true);
    }
    for (const bad of [
      '',
      'ann',
      'ann@',
      '@example.com',
      'ann@example',
      'ann@@example.com',
      'ann @example.com',
      '.ann@example.com',
      'ann.@example.com',
      'ann..lee@example.com',
      'ann@-example.com',
      'ann@example-.com',
      'ann@exa_mple.com',
      'ann@example.c',
      'ann@example.c0m',
      'ann@example.com.',
      'ann@.example.com',
      'ann@example..com',
      'x ann@example.com',
      'ann@example.com x',
      'ann@example.xn--',
      '"ann"@example.com',
    ]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
  });

  it('gives the API the trimmed address, or its message', async () => {
    const { emailRule } = await rules();
    expect(v.parse(emailRule(), '  ann@example.com ')).toBe('ann@example.com');
    const refused = v.safeParse(emailRule(), 'ann');
    expect(refused.issues?.[0]?.message).toBe('must be a valid email address');
    expect(v.safeParse(emailRule(), 5).issues?.[0]?.message).toBe('must be a string');
  });
});

describe('the shared name and password rules', () => {
  it('refuses addresses, markup and separators in a name; accepts ordinary names', async () => {
    const { isPersonName } = await rules();
    for (const bad of [
      'https://evil.example',
      'ftp://x',
      'git+ssh://x',
      'www.evil',
      'help@evil',
      'http:evil',
      'mailto:ann',
      'evil.example/path',
      'evil.example:80/x',
      'see evil.example/ now',
      'münchen.de/x',
      '2fa.io/login',
      'a-b.co/',
      '<b>',
      'a>b',
      'Ann\u2028x',
      'Ann\u2029x',
      'Ann\u0085x',
      'Lee\u202egpj',
      ' ',
      'A'.repeat(101),
    ]) {
      expect(isPersonName(bad), bad).toBe(false);
    }
    for (const ok of [
      'Ann',
      'J. R. R.',
      'St. John',
      'Jr.',
      'Ann.B',
      'A.b',
      'a.b1',
      'J.Smith',
      'Dr.Ing. Müller',
      'evil.example',
      'A'.repeat(100),
    ]) {
      expect(isPersonName(ok), ok).toBe(true);
    }
  });

  it('tells the API which check a name or password failed', async () => {
    const { registrationRules, signInRules, forgotPasswordRules } = await rules();
    const base = {
      email: 'ann@example.com',
      first_name: 'Ann',
      last_name: 'Lee',
      password: 'secret',
      accept_tos: true,
    };
    const messageOf = (override: Record<string, unknown>) =>
      v.safeParse(registrationRules(), { ...base, ...override }).issues?.map((i) => i.message);
    expect(v.safeParse(registrationRules(), base).success).toBe(true);
    expect(messageOf({ first_name: ' ' })).toEqual(['must be non-empty']);
    expect(messageOf({ first_name: 'A'.repeat(101) })).toEqual(['must be at most 100 characters']);
    expect(messageOf({ last_name: 'Lee\u202e' })).toEqual([
      'must be free of text-direction control characters',
    ]);
    expect(messageOf({ last_name: 'www.x' })).toEqual(['must not contain a web or email address']);
    expect(messageOf({ last_name: 'a<b' })).toEqual(['must not contain markup (< or >)']);
    expect(messageOf({ last_name: 'a\u2028b' })).toEqual(['must not contain line separators']);
    expect(messageOf({ password: '12345' })).toEqual(['must be at least 6 long']);
    expect(messageOf({ password: 'p'.repeat(200) })).toBeUndefined();
    expect(messageOf({ password: 'p'.repeat(201) })).toEqual(['must be at most 200 characters']);
    expect(messageOf({ accept_tos: false })).toEqual(['must be true']);
    expect(messageOf({ email: 'x' })).toEqual(['must be a valid email address']);

    const signIn = (password: string) =>
      v
        .safeParse(signInRules(), { email: 'ann@example.com', password })
        .issues?.map((i) => i.message);
    expect(signIn('x')).toBeUndefined();
    expect(signIn('p'.repeat(200))).toBeUndefined();
    expect(signIn('')).toEqual(['must be non-empty']);
    expect(signIn('p'.repeat(201))).toEqual(['must be at most 200 characters']);
    expect(v.safeParse(forgotPasswordRules(), { email: ' ann@example.com' }).output).toEqual({
      email: 'ann@example.com',
    });
    expect(v.safeParse(forgotPasswordRules(), { email: 'x' }).success).toBe(false);
  });

  it('takes passwords of 6 to 200 characters, spaces included', async () => {
    const { isNewPassword, isEnteredPassword } = await rules();
    expect(isNewPassword('12345')).toBe(false);
    expect(isNewPassword('      ')).toBe(true);
    expect(isNewPassword('p'.repeat(200))).toBe(true);
    expect(isNewPassword('p'.repeat(201))).toBe(false);
    expect(isEnteredPassword('')).toBe(false);
    expect(isEnteredPassword(' ')).toBe(true);
    expect(isEnteredPassword('p'.repeat(200))).toBe(true);
    expect(isEnteredPassword('p'.repeat(201))).toBe(false);
  });
});
