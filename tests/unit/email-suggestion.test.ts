// The "Did you mean …?" hint at its edges: how far a typo may be for a long and a short domain,
// swapped letters as one edit, the closest domain winning, and what counts as an address.
import { describe, expect, it } from 'vitest';
import { suggestEmailDomain } from '../../src/lib/email-suggestion';

describe('suggestEmailDomain at the edges', () => {
  it('allows two edits from a domain of nine characters or more, one below', () => {
    // gmail.com has exactly nine characters.
    expect(suggestEmailDomain('ann@gmai.co')).toBe('ann@gmail.com');
    expect(suggestEmailDomain('ann@gmal.co')).toBe('ann@gmail.com');
    // me.com (six): one edit is a typo, two are another domain.
    expect(suggestEmailDomain('ann@mme.com')).toBe('ann@me.com');
    expect(suggestEmailDomain('ann@m.co')).toBeNull();
    expect(suggestEmailDomain('ann@web.dee')).toBe('ann@web.de');
    expect(suggestEmailDomain('ann@wb.dee')).toBeNull();
  });

  it('counts two swapped letters as one edit, also on a short domain', () => {
    expect(suggestEmailDomain('ann@me.cmo')).toBe('ann@me.com');
    expect(suggestEmailDomain('ann@wbe.de')).toBe('ann@web.de');
    expect(suggestEmailDomain('ann@emcom')).toBeNull();
    expect(suggestEmailDomain('ann@aol.ocm')).toBe('ann@aol.com');
    expect(suggestEmailDomain('ann@laposte.ent')).toBe('ann@laposte.net');
    expect(suggestEmailDomain('ann@lapsote.ent')).toBe('ann@laposte.net');
  });

  it('counts inserted, missing and changed letters anywhere in the domain', () => {
    expect(suggestEmailDomain('ann@xgmail.com')).toBe('ann@gmail.com');
    expect(suggestEmailDomain('ann@gmail.comx')).toBe('ann@gmail.com');
    expect(suggestEmailDomain('ann@mail.com')).toBe('ann@gmail.com');
    expect(suggestEmailDomain('ann@gmail.co')).toBe('ann@gmail.com');
    expect(suggestEmailDomain('ann@xmail.com')).toBe('ann@gmail.com');
    expect(suggestEmailDomain('ann@gmail.cox')).toBe('ann@gmail.com');
    expect(suggestEmailDomain('ann@aol.co')).toBe('ann@aol.com');
    expect(suggestEmailDomain('ann@ao.com')).toBe('ann@aol.com');
    expect(suggestEmailDomain('ann@xaol.com')).toBe('ann@aol.com');
    expect(suggestEmailDomain('ann@aol.comx')).toBe('ann@aol.com');
  });

  it('picks the closest well-known domain, not the last one in reach', () => {
    // hotmail.com is one edit away; hotmail.fr, .it, .es and .de two.
    expect(suggestEmailDomain('ann@hotmail.c')).toBe('ann@hotmail.com');
    expect(suggestEmailDomain('ann@hotmail.d')).toBe('ann@hotmail.de');
    expect(suggestEmailDomain('ann@yahoo.d')).toBe('ann@yahoo.de');
  });

  it('keeps the local part as typed and reads the domain after the last @', () => {
    expect(suggestEmailDomain('a@gmial.com')).toBe('a@gmail.com');
    expect(suggestEmailDomain('  Ann.Lee@gmial.com  ')).toBe('Ann.Lee@gmail.com');
    expect(suggestEmailDomain('"a@b"@gmial.com')).toBe('"a@b"@gmail.com');
    expect(suggestEmailDomain('ann@GMAIL.COM')).toBeNull();
    expect(suggestEmailDomain('ann@gmail.com ')).toBeNull();
    expect(suggestEmailDomain('ann@x')).toBeNull();
    expect(suggestEmailDomain('')).toBeNull();
    expect(suggestEmailDomain('@')).toBeNull();
  });
});
