import { describe, expect, it } from 'vitest';
import { NetworkError, TimeoutError } from '../../src/lib/api/errors';
import { readInvitationLink } from '../../src/islands/invitation/link';
import { acceptFailureMessage } from '../../src/islands/invitation/outcome';
import { ROUTES } from '../../src/lib/routes';

const NOW = new Date('2030-06-01T12:00:00Z');
const read = (path: string, search = '') =>
  readInvitationLink(path, search, ROUTES.invitation, NOW);

describe('readInvitationLink', () => {
  it('reads the code and the exists flag', () => {
    expect(read('/invitation/abc123')).toEqual({
      kind: 'valid',
      code: 'abc123',
      exists: false,
      email: null,
    });
    expect(read('/fr/invitation/abc123/', '?exists=true')).toEqual({
      kind: 'valid',
      code: 'abc123',
      exists: true,
      email: null,
    });
    expect(read('/invitation/abc', '?exists=TRUE')).toMatchObject({ exists: false });
    expect(read('/invitation/abc', '?exists=1')).toMatchObject({ exists: false });
  });

  it('reads the invited address the link carries (to fill the form in)', () => {
    expect(read('/invitation/abc', '?email=ann%2Bteam%40example.com')).toMatchObject({
      email: 'ann+team@example.com',
    });
    expect(read('/invitation/abc', '?email=')).toMatchObject({ email: null });
  });

  it('decodes the code', () => {
    expect(read('/invitation/a%20b')).toMatchObject({ code: 'a b' });
  });

  it('is expired when expiredAt is present, whatever its value', () => {
    expect(read('/invitation/abc', '?expiredAt=2020-01-01')).toEqual({ kind: 'expired' });
    expect(read('/invitation/abc', '?expiredAt=')).toEqual({ kind: 'expired' });
    expect(read('/invitation/abc', '?expiredAt=garbage&exists=true')).toEqual({ kind: 'expired' });
  });

  it('is expired when expiresAt lies before now, not when it lies after', () => {
    expect(read('/invitation/abc', '?expiresAt=2030-06-01T11:59:59Z')).toEqual({ kind: 'expired' });
    expect(read('/invitation/abc', '?expiresAt=2030-06-01T12:00:01Z').kind).toBe('valid');
  });

  it('treats an unreadable or empty expiresAt as not expired', () => {
    expect(read('/invitation/abc', '?expiresAt=not-a-date').kind).toBe('valid');
    expect(read('/invitation/abc', '?expiresAt=').kind).toBe('valid');
  });

  it('reports a missing or damaged code', () => {
    expect(read('/invitation')).toEqual({ kind: 'invalid' });
    expect(read('/invitation/')).toEqual({ kind: 'invalid' });
    expect(read('/invitation/a/b')).toEqual({ kind: 'invalid' });
    expect(read('/invitation/%E0%A4%A')).toEqual({ kind: 'invalid' });
  });

  it('reads Super Admin links on their own shell', () => {
    expect(
      readInvitationLink('/de/invite-super-admin/sa-1', '', ROUTES.superAdminInvitation, NOW),
    ).toEqual({
      kind: 'valid',
      code: 'sa-1',
      exists: false,
      email: null,
    });
  });
});

describe('acceptFailureMessage', () => {
  const strings = {
    'common.getApp': 'Get the app',
    'errors.network': 'network',
    'errors.timeout': 'timeout',
    'errors.invitationNotFound': 'unknown (translated)',
    'errors.invitationExpired': 'expired (translated)',
    'errors.invitationUsed': 'used (translated)',
    'errors.invitationOtherAccount': 'another address (translated)',
  };
  const texts = { fallback: 'fallback' };

  it('translates the refusal codes it knows, whatever the server says', () => {
    for (const [code, text] of [
      ['E_INVITATION_NOT_FOUND', 'unknown (translated)'],
      ['E_INVITATION_EXPIRED', 'expired (translated)'],
      ['E_INVITATION_USED', 'used (translated)'],
      ['E_INVITATION_OTHER_ACCOUNT', 'another address (translated)'],
    ]) {
      expect(acceptFailureMessage({ ok: false, code, message: 'in English' }, texts, strings)).toBe(
        text,
      );
    }
  });

  it("uses the server's message, else the fallback", () => {
    expect(
      acceptFailureMessage(
        { ok: false, code: 'E_OTHER', message: 'Already accepted.' },
        texts,
        strings,
      ),
    ).toBe('Already accepted.');
    expect(
      acceptFailureMessage({ ok: false, code: undefined, message: undefined }, texts, strings),
    ).toBe('fallback');
    expect(
      acceptFailureMessage({ ok: false, code: undefined, message: '  ' }, texts, strings),
    ).toBe('fallback');
  });

  it('names a network failure and a timeout; anything else is the fallback', () => {
    expect(acceptFailureMessage(new NetworkError(), texts, strings)).toBe('network');
    expect(acceptFailureMessage(new TimeoutError(15000), texts, strings)).toBe('timeout');
    expect(acceptFailureMessage(new Error('boom'), texts, strings)).toBe('fallback');
  });
});
