// Token data for tests: complete and valid until 2030, with the access and refresh tokens named.
import type { TokenData } from '../../../src/lib/api/types';

/** A session's token data with the given access and refresh tokens. */
export function tokenData(token = 'access', refreshToken = 'refresh'): TokenData {
  return {
    token,
    refreshToken,
    expiresAt: '2030-01-01T00:00:00.000Z',
    refreshTokenExpiresAt: '2030-02-01T00:00:00.000Z',
  };
}
