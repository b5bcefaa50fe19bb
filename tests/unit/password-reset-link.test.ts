import { describe, expect, it } from 'vitest';
import { parseResetLink } from '../../src/lib/reset-link';

describe('parseResetLink', () => {
  it('reads the decoded email and token, in any language, with or without a trailing slash', () => {
    expect(parseResetLink('/reset-password/ann%40example.com/tok-123')).toEqual({
      email: 'ann@example.com',
      token: 'tok-123',
    });
    expect(parseResetLink('/fr/reset-password/ann@example.com/tok%2B1/')).toEqual({
      email: 'ann@example.com',
      token: 'tok+1',
    });
  });

  it('keeps a very long token whole', () => {
    const token = 'x'.repeat(10_000);
    expect(parseResetLink(`/reset-password/a@b.co/${token}`)?.token).toBe(token);
  });

  it.each([
    ['the shell alone', '/reset-password/'],
    ['no token', '/reset-password/ann@example.com'],
    ['an extra segment', '/reset-password/ann@example.com/tok/more'],
    ['an empty email', '/reset-password//tok'],
    ['a blank token', '/reset-password/ann@example.com/%20%20'],
    ['no address', '/reset-password/not-an-email/tok'],
    ['broken percent-encoding', '/reset-password/ann%E0%A4%A@example.com/tok'],
    ['another route', '/signin'],
  ])('refuses %s', (_name, path) => {
    expect(parseResetLink(path)).toBeNull();
  });
});
