import type { Context, MiddlewareHandler } from 'hono';
import type { TokenData } from '../src/lib/api/types.ts';
import { TRIAL_ENDED_STATUS } from '../src/lib/api/types.ts';
import type { Config } from './config.ts';
import { openWith, randomToken, sealWith, sha256 } from './crypto.ts';
import type { Account, Database, SessionScope } from './db/index.ts';
import { REFRESH_GRACE_SECONDS, type NewPair, type StoredRefresh } from './db/tokens.ts';
import { ApiError, CODES, invalidCredentials } from './errors.ts';

export interface AppEnv {
  Variables: { account: Account };
}

const NOT_CONFIRMED =
  'Your email address or password is incorrect. If you just signed up, check your email to activate your account.';

/** A family id: 16 random bytes, base64url. Every refresh token of the family starts with it. */
const FAMILY_LENGTH = 22;
const FAMILY_TOKEN = new RegExp(`^[\\w-]{${FAMILY_LENGTH + 43}}$`);

/** The family a refresh token names (its prefix), or null for another shape of token. */
export const familyNamedBy = (refreshToken: string) =>
  FAMILY_TOKEN.test(refreshToken) ? refreshToken.slice(0, FAMILY_LENGTH) : null;

const BEARER = /^Bearer\s+(\S+)$/i;

const REFRESH_INVALID = 'The refresh token is invalid or expired.';

/** Issues, checks and rotates bearer and refresh tokens; only their sha256 is ever stored. */
export class Sessions {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
  ) {}

  /** A new sign-in: a new family, generation 0. */
  async issue(userId: number, clientId: string, scope: SessionScope = 'full'): Promise<TokenData> {
    const { tokens, stored } = this.newPair(userId, clientId, randomToken(16), 0, scope);
    await this.db.tokens.insertPair(stored);
    return tokens;
  }

  /**
   * The refresh grant (RFC 9700 rotation with reuse detection). The current token of a family is
   * used up and replaced by the next pair. A token rotated less than REFRESH_GRACE_SECONDS ago
   * answers the pair its rotation issued (a concurrent duplicate, not a replay); any other used
   * token, including one long deleted (its family is in its prefix), revokes the whole family.
   */
  async refresh(refreshToken: string, clientId: string): Promise<TokenData> {
    const hash = sha256(refreshToken);
    const stored = await this.db.tokens.findRefresh(hash);
    if (!stored) {
      const family = familyNamedBy(refreshToken);
      if (family) await this.db.tokens.revokeFamily(family);
      throw invalidCredentials(REFRESH_INVALID);
    }
    // A refresh token is its client's: another client (another app holding a copy) gets neither a
    // rotation nor the grace window's pair, and the sign-in it names stays as it is.
    if (stored.clientId !== clientId) {
      throw new ApiError(400, CODES.invalidClient, 'The token was issued to another client.');
    }
    if (stored.usedAt) return this.duplicate(refreshToken, stored);
    if (stored.expiresAt <= this.db.clock.now()) throw invalidCredentials(REFRESH_INVALID);
    const account = await this.db.accounts.findById(stored.userId);
    if (!account) throw invalidCredentials(REFRESH_INVALID);
    // A refresh keeps its scope; a full session still ends with the trial.
    if (stored.scope === 'full') assertCanSignIn(account, this.db.clock.now());
    const next = this.newPair(
      account.id,
      clientId,
      stored.family,
      stored.generation + 1,
      stored.scope,
    );
    // The pair is stored first and the rotation marked after, in one statement with its sealed
    // copy: a duplicate that finds the token used always finds the pair too.
    await this.db.tokens.insertPair(next.stored);
    const sealed = sealWith(refreshToken, JSON.stringify(next.tokens));
    if (!(await this.db.tokens.markRotated(hash, sealed))) {
      await this.db.tokens.deleteTokens(next.stored.accessHash, next.stored.refreshHash);
      const winner = await this.db.tokens.findRefresh(hash);
      if (!winner?.usedAt) throw invalidCredentials(REFRESH_INVALID);
      return this.duplicate(refreshToken, winner);
    }
    await this.db.tokens.pruneFamily(stored.family, stored.generation, REFRESH_GRACE_SECONDS);
    return next.tokens;
  }

  /** A used refresh token: within the grace window the pair it became, else a replay. */
  private async duplicate(refreshToken: string, stored: StoredRefresh): Promise<TokenData> {
    const rotatedMs = this.db.clock.now().getTime() - stored.usedAt!.getTime();
    const plain =
      rotatedMs < REFRESH_GRACE_SECONDS * 1000 && stored.successor
        ? openWith(refreshToken, stored.successor)
        : null;
    if (plain) return JSON.parse(plain) as TokenData;
    await this.db.tokens.revokeFamily(stored.family);
    throw invalidCredentials(REFRESH_INVALID);
  }

  /** RFC 7009: ends the sign-in a token of `clientId` belongs to (its whole family). */
  async revoke(token: string, clientId: string): Promise<void> {
    const owner = await this.db.tokens.familyOf(sha256(token));
    if (owner && owner.clientId !== clientId) {
      throw new ApiError(400, CODES.invalidClient, 'The token was issued to another client.');
    }
    const family = owner?.family ?? familyNamedBy(token);
    if (family) await this.db.tokens.revokeFamily(family);
  }

  private newPair(
    userId: number,
    clientId: string,
    family: string,
    generation: number,
    scope: SessionScope,
  ): { tokens: TokenData; stored: NewPair } {
    const now = this.db.clock.now().getTime();
    const token = randomToken();
    const refreshToken = `${family}${randomToken()}`;
    const accessExpiresAt = new Date(now + this.config.accessTokenTtlSeconds * 1000);
    const refreshExpiresAt = new Date(now + this.config.refreshTokenTtlSeconds * 1000);
    return {
      tokens: {
        token,
        refreshToken,
        expiresAt: accessExpiresAt.toISOString(),
        refreshTokenExpiresAt: refreshExpiresAt.toISOString(),
      },
      stored: {
        accessHash: sha256(token),
        refreshHash: sha256(refreshToken),
        userId,
        clientId,
        family,
        generation,
        scope,
        accessExpiresAt,
        refreshExpiresAt,
      },
    };
  }

  /**
   * Middleware for bearer-protected routes: puts the account in `c.var.account`. A session limited
   * to paying reaches only the routes that say `billing`.
   */
  requireAccount(accepts: SessionScope = 'full'): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const account = await this.accountOf(c.req.header('authorization'), accepts);
      if (!account) throw new ApiError(401, CODES.unauthorized, 'A bearer token is required.');
      c.set('account', account);
      await next();
    };
  }

  /** The sign-in (refresh family) of an Authorization header's access token, if it is one. */
  async familyOf(authorization: string | undefined): Promise<string | null> {
    const bearer = BEARER.exec(authorization ?? '')?.[1];
    return bearer ? ((await this.db.tokens.familyOf(sha256(bearer)))?.family ?? null) : null;
  }

  /**
   * The account of an Authorization header: null without a bearer token; a token that is unknown,
   * expired or of a narrower scope throws (the site answers a 401 by refreshing).
   */
  async accountOf(
    authorization: string | undefined,
    accepts: SessionScope = 'full',
  ): Promise<Account | null> {
    const match = BEARER.exec(authorization ?? '');
    if (!match) return null;
    const token = await this.db.tokens.findAccess(sha256(match[1]!));
    const account = token && (await this.db.accounts.findById(token.userId));
    // Unknown and expired look the same on purpose: the site answers both by refreshing.
    if (!token || !account) {
      throw new ApiError(401, CODES.tokenExpired, 'The access token has expired.');
    }
    if (token.scope === 'billing' && accepts !== 'billing') {
      throw new ApiError(403, CODES.scope, 'This session may only start a checkout.');
    }
    return account;
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

/** The client id of a request: the X-Client-Id header when allowed, else the default one. */
export const requestClientId = (c: Context, config: Config) => {
  const header = c.req.header('x-client-id');
  return header && config.clientIds.includes(header) ? header : config.clientIds[0]!;
};
