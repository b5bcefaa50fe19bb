import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailAddress } from '../../server/validation';
import { isEmailAddress as isValidEmail } from '../../src/lib/rules';
import {
  validateForgotPassword,
  validateRegistration,
  validateSignIn,
} from '../../src/lib/validation';
import { TRICKY_EMAILS } from '../api/support/tricky-emails';
import { REAL_NAMES } from '../api/support/real-names';
import { isPersonName } from '../../src/lib/rules';

// The site's forms and the API apply one email rule (src/lib/rules.ts): each address of the table
// gets the same verdict from every form validator and from the schema the API's routes use.
describe('one email rule for the forms and the API', () => {
  it.each(TRICKY_EMAILS)('%s (%j): valid = %s on both sides', (_label, email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
    expect(validateSignIn({ email, password: 'secret' }).ok).toBe(valid);
    expect(validateForgotPassword({ email }).ok).toBe(valid);
    const registration = { email, firstName: 'Ann', lastName: 'Lee', password: 'secret' };
    expect(validateRegistration({ ...registration, acceptTerms: true }).ok).toBe(valid);
    expect(v.is(emailAddress(), email)).toBe(valid);
  });

  it('the API keeps the address trimmed, as the form checked it', () => {
    expect(v.parse(emailAddress(), '  ann@example.com ')).toBe('ann@example.com');
  });
});

describe('one name and password rule', () => {
  const base = { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', password: 'secret' };
  it.each([
    ['a blank first name', { firstName: '   ' }, 'firstName'],
    ['a last name with a right-to-left override', { lastName: 'Lee\u202egpj' }, 'lastName'],
    ['a first name over 100 characters', { firstName: 'A'.repeat(101) }, 'firstName'],
    ['a password of 5', { password: '12345' }, 'password'],
    ['a password over 200 characters', { password: 'p'.repeat(201) }, 'password'],
  ])('the registration form refuses %s, as the API does', (_label, override, field) => {
    const check = validateRegistration({ ...base, ...override, acceptTerms: true });
    expect(check.fields.map((f) => f.field)).toEqual([field]);
  });
});

describe("names that would put a stranger's text into an email", () => {
  const base = { email: 'ann@example.com', lastName: 'Lee', password: 'secret', acceptTerms: true };
  it.each([
    ['a web address', 'Visit https://evil.example now'],
    ['a domain with a path', 'Call us at evil.example/win'],
    ['a scheme without slashes', 'Ann http:evil'],
    ['www.', 'www.evil'],
    ['an email address', 'write to help@evil'],
    ['markup', '<b>Your account is suspended</b>'],
    ['a lone angle bracket', 'Ann >'],
    ['a line separator', 'Ann\u2028Your account is suspended'],
    ['a paragraph separator', 'Ann\u2029Call now'],
  ])('the form refuses %s with the name message', (_label, firstName) => {
    expect(isPersonName(firstName)).toBe(false);
    expect(validateRegistration({ ...base, firstName }).fields).toEqual([
      { field: 'firstName', key: 'errors.nameInvalid' },
    ]);
  });

  it.each(['Ann', "O'Brien", 'Jean-Luc', 'J. R. R.', 'St. John', 'María José', 'Zoë Ng', 'Jr.'])(
    'accepts the name %s',
    (firstName) => {
      expect(isPersonName(firstName)).toBe(true);
    },
  );

  // Issue 37 item 23: a dot is no link. Real names of the five languages, dotted ones included,
  // pass the form's rule (the API applies the same one: tests/api/shared-rules.test.ts).
  it.each(REAL_NAMES)('accepts the %s name %s in the form', (_language, name) => {
    expect(isPersonName(name)).toBe(true);
    expect(validateRegistration({ ...base, firstName: name, lastName: name }).ok).toBe(true);
  });

  it('keeps "required" for a blank name', () => {
    expect(validateRegistration({ ...base, firstName: ' ' }).fields).toEqual([
      { field: 'firstName', key: 'errors.fieldRequired' },
    ]);
  });
});
