/**
 * Sessions and links: bearer and refresh tokens (`auth_tokens`) and single-use email links
 * (`email_tokens`). Only sha256 hashes of the tokens are stored.
 */
import type { Clock } from '../clock.ts';
import type { Sql } from './sql.ts';

type AuthTokenKind = 'access' | 'refresh';
export type EmailTokenKind = 'verify' | 'reset';

/** What a session may do: everything, or only pay (an account whose trial ended). */
export type SessionScope = 'full' | 'billing';

/**
 * How long a rotated refresh token still answers with the pair its rotation issued: two tabs (or
 * a retry) refreshing with the same token at once both get that pair instead of one of them
 * looking like a replay and ending the session. Past it, a rotated token is a replay.
 */
export const REFRESH_GRACE_SECONDS = 20;

/** Rotated refresh tokens kept within the grace window besides the one just rotated. */
const KEPT_ROTATED_GENERATIONS = 2;

/** A stored refresh token: whose, which family and generation, and whether it was rotated. */
export interface StoredRefresh {
  userId: number;
  clientId: string;
  family: string;
  generation: number;
  scope: SessionScope;
  expiresAt: Date;
  /** When it was rotated; null while it is the family's current one. */
  usedAt: Date | null;
  /** The pair its rotation issued, sealed with this refresh token (see 006_refresh_rotation). */
  successor: string | null;
}

/** An access and a refresh token issued together (hashes only). */
export interface NewPair {
  accessHash: string;
  refreshHash: string;
  userId: number;
  clientId: string;
  family: string;
  generation: number;
  scope: SessionScope;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
}

export class Tokens {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {}

  async insertAuth(
    hash: string,
    userId: number,
    kind: AuthTokenKind,
    clientId: string,
    expiresAt: Date,
    family: string,
    scope: SessionScope = 'full',
  ): Promise<void> {
    await this.sql.query(
      `insert into auth_tokens (token_hash, user_id, kind, client_id, expires_at, family, scope)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [hash, userId, kind, clientId, expiresAt, family, scope],
    );
  }

  /** The user and scope of a live access token, or null when unknown or expired. */
  async findAccess(hash: string): Promise<{ userId: number; scope: SessionScope } | null> {
    const { rows } = await this.sql.query<{ user_id: number; scope: SessionScope }>(
      `select user_id, scope from auth_tokens
       where token_hash = $1 and kind = 'access' and expires_at > $2`,
      [hash, this.clock.now()],
    );
    const row = rows[0];
    return row ? { userId: row.user_id, scope: row.scope } : null;
  }

  /** Stores a pair: both tokens or neither (one statement). */
  async insertPair(pair: NewPair): Promise<void> {
    await this.sql.query(
      `insert into auth_tokens
         (token_hash, kind, expires_at, user_id, client_id, family, generation, scope)
       values ($1, 'access', $2, $5, $6, $7, $8, $9), ($3, 'refresh', $4, $5, $6, $7, $8, $9)`,
      [
        pair.accessHash,
        pair.accessExpiresAt,
        pair.refreshHash,
        pair.refreshExpiresAt,
        pair.userId,
        pair.clientId,
        pair.family,
        pair.generation,
        pair.scope,
      ],
    );
  }

  /** A stored refresh token, live, expired or rotated; null when unknown. */
  async findRefresh(hash: string): Promise<StoredRefresh | null> {
    const { rows } = await this.sql.query<{
      user_id: number;
      client_id: string;
      family: string | null;
      generation: number;
      scope: SessionScope;
      expires_at: Date;
      used_at: Date | null;
      successor: string | null;
    }>(
      `select user_id, client_id, family, generation, scope, expires_at, used_at, successor
       from auth_tokens where token_hash = $1 and kind = 'refresh'`,
      [hash],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      userId: row.user_id,
      clientId: row.client_id,
      family: row.family ?? hash, // tokens from before families (migration 002) are their own
      generation: row.generation,
      scope: row.scope,
      expiresAt: new Date(row.expires_at),
      usedAt: row.used_at && new Date(row.used_at),
      successor: row.successor,
    };
  }

  /**
   * Marks the family's current refresh token rotated, with the pair that replaces it. Atomic: of
   * two concurrent rotations exactly one gets true.
   */
  async markRotated(hash: string, successor: string): Promise<boolean> {
    const result = await this.sql.query(
      `update auth_tokens set used_at = $2, successor = $3
       where token_hash = $1 and kind = 'refresh' and used_at is null`,
      [hash, this.clock.now(), successor],
    );
    return result.affected === 1;
  }

  /**
   * After a rotation to `generation + 1`: deletes the family's pairs older than `generation`. A
   * refresh token rotated less than `graceSeconds` ago stays (its duplicate may still come), but
   * only the last KEPT_ROTATED_GENERATIONS before `generation`: a burst of rotations (a client
   * looping on refresh) must not pile up a row per rotation. A duplicate of an older one is a
   * replay (its family is in its prefix), as it would be past the window.
   */
  async pruneFamily(family: string, generation: number, graceSeconds: number): Promise<void> {
    await this.sql.query(
      `delete from auth_tokens where family = $1 and generation < $2
       and (kind = 'access' or used_at <= $3::timestamptz - make_interval(secs => $4)
            or generation < $2 - $5)`,
      [family, generation, this.clock.now(), graceSeconds, KEPT_ROTATED_GENERATIONS],
    );
  }

  /** Deletes tokens by hash (a pair that lost a race). */
  async deleteTokens(...hashes: string[]): Promise<void> {
    await this.sql.query('delete from auth_tokens where token_hash = any($1)', [hashes]);
  }

  /** The family of a token of either kind, checked against the client it was issued to. */
  async familyOf(hash: string): Promise<{ family: string; clientId: string } | null> {
    const { rows } = await this.sql.query<{ family: string | null; client_id: string }>(
      'select family, client_id from auth_tokens where token_hash = $1',
      [hash],
    );
    const row = rows[0];
    return row ? { family: row.family ?? hash, clientId: row.client_id } : null;
  }

  /** Ends a sign-in: every access and refresh token of the family; answers how many. */
  async revokeFamily(family: string): Promise<number> {
    const result = await this.sql.query(
      'delete from auth_tokens where family = $1 or token_hash = $1',
      [family],
    );
    return result.affected;
  }

  /** Makes every access token of a user expire now (dev tools); answers how many. */
  async expireAccess(userId: number): Promise<number> {
    const result = await this.sql.query(
      `update auth_tokens set expires_at = $2::timestamptz - interval '1 second'
       where user_id = $1 and kind = 'access'`,
      [userId, this.clock.now()],
    );
    return result.affected;
  }

  /** Ends every session of a user. */
  async revokeAll(userId: number): Promise<void> {
    await this.sql.query('delete from auth_tokens where user_id = $1', [userId]);
  }

  async insertEmail(
    hash: string,
    userId: number,
    kind: EmailTokenKind,
    expiresAt: Date,
  ): Promise<void> {
    await this.sql.query(
      'insert into email_tokens (token_hash, user_id, kind, expires_at) values ($1, $2, $3, $4)',
      [hash, userId, kind, expiresAt],
    );
  }

  /** Whose an unused link is (live or expired), without using it up; null when unknown or used. */
  async findEmailOwner(hash: string, kind: EmailTokenKind): Promise<number | null> {
    const { rows } = await this.sql.query<{ user_id: number }>(
      'select user_id from email_tokens where token_hash = $1 and kind = $2 and used_at is null',
      [hash, kind],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Marks an unused link used; says whether it was live and whose it was. */
  async consumeEmail(
    hash: string,
    kind: EmailTokenKind,
  ): Promise<{ userId: number; expired: boolean } | null> {
    const { rows } = await this.sql.query<{ user_id: number; expired: boolean }>(
      `update email_tokens set used_at = $3
       where token_hash = $1 and kind = $2 and used_at is null
       returning user_id, expires_at <= $3 as expired`,
      [hash, kind, this.clock.now()],
    );
    return rows[0] ? { userId: rows[0].user_id, expired: rows[0].expired } : null;
  }

  /**
   * Whether an email link can still be used, without using it: 'live', 'expired', or null when
   * unknown, used or voided by the use of another (reset links checked when their page opens).
   */
  async emailLinkState(hash: string, kind: EmailTokenKind): Promise<'live' | 'expired' | null> {
    const { rows } = await this.sql.query<{ expired: boolean }>(
      `select expires_at <= $3 as expired from email_tokens
       where token_hash = $1 and kind = $2 and used_at is null`,
      [hash, kind, this.clock.now()],
    );
    const row = rows[0];
    return row ? (row.expired ? 'expired' : 'live') : null;
  }

  /** True when this verification link was used already and its account is confirmed. */
  async wasConfirmedBy(hash: string): Promise<boolean> {
    const { rows } = await this.sql.query<{ confirmed: boolean }>(
      `select u.confirmed_at is not null as confirmed from email_tokens t
       join users u on u.id = t.user_id
       where t.token_hash = $1 and t.kind = 'verify' and t.used_at is not null`,
      [hash],
    );
    return rows[0]?.confirmed ?? false;
  }

  /** Ends every other link of a kind once one was used (a used reset link voids the others). */
  async dropEmail(userId: number, kind: EmailTokenKind): Promise<void> {
    await this.sql.query('delete from email_tokens where user_id = $1 and kind = $2', [
      userId,
      kind,
    ]);
  }
}
