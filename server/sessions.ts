import type { MiddlewareHandler } from 'hono';
import type { TokenData } from '../src/lib/api/types.ts';
import { TRIAL_ENDED_STATUS } from '../src/lib/api/types.ts';
import type { Config } from './config.ts';
import { randomToken, sha256 } from './crypto.ts';
import type { Account, Database } from './db.ts';
import { ApiError, invalidCredentials } from './errors.ts';

export type AppEnv = { Variables: { account: Account } };

const NOT_CONFIRMED =
  'Your email address or password is incorrect. If you just signed up, check your email to activate your account.';

/** Issues, checks and rotates bearer and refresh tokens; only their sha256 is ever stored. */
export class Sessions {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
  ) {}

  /** A new access and refresh token; a sign-in starts a family, a refresh continues its own. */
  async issue(userId: number, clientId: string, family = randomToken(16)): Promise<TokenData> {
    const now = Date.now();
    const token = randomToken();
    const refreshToken = randomToken();
    const expiresAt = new Date(now + this.config.accessTokenTtlSeconds * 1000);
    const refreshTokenExpiresAt = new Date(now + this.config.refreshTokenTtlSeconds * 1000);
    await this.db.insertAuthToken(sha256(token), userId, 'access', clientId, expiresAt, family);
    await this.db.insertAuthToken(
      sha256(refreshToken),
      userId,
      'refresh',
      clientId,
      refreshTokenExpiresAt,
      family,
    );
    return {
      token,
      refreshToken,
      expiresAt: expiresAt.toISOString(),
      refreshTokenExpiresAt: refreshTokenExpiresAt.toISOString(),
    };
  }

  /**
   * Checks a refresh token and uses it up; its owner then gets a new pair in the same family. A
   * replayed (already used) token has revoked its family on the way.
   */
  async refresh(
    refreshToken: string,
  ): Promise<{ account: Account; clientId: string; family: string }> {
    const owner = await this.db.consumeRefreshToken(sha256(refreshToken));
    const live = owner && !('reused' in owner) ? owner : null;
    const account = live && (await this.db.findAccountById(live.userId));
    if (!live || !account) throw invalidCredentials('The refresh token is invalid or expired.');
    return { account, clientId: live.clientId, family: live.family };
  }

  /** Middleware for bearer-protected routes: puts the account in `c.var.account`. */
  requireAccount(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
      if (!match) throw new ApiError(401, 'E_UNAUTHORIZED', 'A bearer token is required.');
      const userId = await this.db.findAccessTokenUser(sha256(match[1]!));
      const account = userId === null ? null : await this.db.findAccountById(userId);
      // Unknown and expired look the same on purpose: the site answers both by refreshing.
      if (!account) throw new ApiError(401, 'E_TOKEN_EXPIRED', 'The access token has expired.');
      c.set('account', account);
      await next();
    };
  }
}

/** The checks every sign-in path shares: email confirmed, trial running or paid. */
export function assertCanSignIn(account: Account): void {
  if (!account.confirmed) throw invalidCredentials(NOT_CONFIRMED);
  if (account.trialEndsAt.getTime() < Date.now() && !account.hasSubscription) {
    throw new ApiError(TRIAL_ENDED_STATUS, 'E_TRIAL_ENDED', 'Your trial period has expired.');
  }
}
