import type { MiddlewareHandler } from 'hono';
import type { TokenData } from '../src/lib/api/types.ts';
import { TRIAL_ENDED_STATUS } from '../src/lib/api/types.ts';
import type { Config } from './config.ts';
import { randomToken, sha256 } from './crypto.ts';
import type { Account, Database, SessionScope } from './db/index.ts';
import { ApiError, CODES, invalidCredentials } from './errors.ts';

export interface AppEnv {
  Variables: { account: Account };
}

const NOT_CONFIRMED =
  'Your email address or password is incorrect. If you just signed up, check your email to activate your account.';

/** Issues, checks and rotates bearer and refresh tokens; only their sha256 is ever stored. */
export class Sessions {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
  ) {}

  /**
   * A new access and refresh token; a sign-in starts a family, a refresh continues its own (and
   * keeps its scope).
   */
  async issue(
    userId: number,
    clientId: string,
    family = randomToken(16),
    scope: SessionScope = 'full',
  ): Promise<TokenData> {
    const now = this.db.clock.now().getTime();
    const token = randomToken();
    const refreshToken = randomToken();
    const expiresAt = new Date(now + this.config.accessTokenTtlSeconds * 1000);
    const refreshTokenExpiresAt = new Date(now + this.config.refreshTokenTtlSeconds * 1000);
    await this.db.tokens.insertAuth(
      sha256(token),
      userId,
      'access',
      clientId,
      expiresAt,
      family,
      scope,
    );
    await this.db.tokens.insertAuth(
      sha256(refreshToken),
      userId,
      'refresh',
      clientId,
      refreshTokenExpiresAt,
      family,
      scope,
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
  ): Promise<{ account: Account; clientId: string; family: string; scope: SessionScope }> {
    const owner = await this.db.tokens.consumeRefresh(sha256(refreshToken));
    const live = owner && !('reused' in owner) ? owner : null;
    const account = live && (await this.db.accounts.findById(live.userId));
    if (!live || !account) throw invalidCredentials('The refresh token is invalid or expired.');
    return { account, clientId: live.clientId, family: live.family, scope: live.scope };
  }

  /**
   * Middleware for bearer-protected routes: puts the account in `c.var.account`. A session limited
   * to paying reaches only the routes that say `billing`.
   */
  requireAccount(accepts: SessionScope = 'full'): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
      if (!match) throw new ApiError(401, CODES.unauthorized, 'A bearer token is required.');
      const token = await this.db.tokens.findAccess(sha256(match[1]!));
      const account = token && (await this.db.accounts.findById(token.userId));
      // Unknown and expired look the same on purpose: the site answers both by refreshing.
      if (!token || !account) {
        throw new ApiError(401, CODES.tokenExpired, 'The access token has expired.');
      }
      if (token.scope === 'billing' && accepts !== 'billing') {
        throw new ApiError(403, CODES.scope, 'This session may only start a checkout.');
      }
      c.set('account', account);
      await next();
    };
  }
}

/** True when the trial is over (at `now`) and nothing was bought. */
const trialEnded = (account: Account, now: Date) =>
  account.trialEndsAt.getTime() < now.getTime() && !account.hasSubscription;

/**
 * The scope a sign-in gets: a full session; or, for an account whose trial ended that asks for
 * `billing` (it came from a pricing link), a session that may only pay. Throws what refuses it.
 */
export function signInScope(account: Account, asked: string | null, now: Date): SessionScope {
  if (!account.confirmed) throw invalidCredentials(NOT_CONFIRMED);
  if (asked === 'billing' && trialEnded(account, now)) return 'billing';
  assertCanSignIn(account, now);
  return 'full';
}

/** The checks every sign-in path shares: email confirmed, trial running or paid. */
export function assertCanSignIn(account: Account, now: Date): void {
  if (!account.confirmed) throw invalidCredentials(NOT_CONFIRMED);
  if (trialEnded(account, now)) {
    throw new ApiError(TRIAL_ENDED_STATUS, CODES.trialEnded, 'Your trial period has expired.');
  }
}
