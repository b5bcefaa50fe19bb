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

/** A refresh token that was live and is now used: whose it was and its family. */
interface ConsumedRefresh {
  userId: number;
  clientId: string;
  family: string;
  scope: SessionScope;
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

  /**
   * Marks a live refresh token used and returns its owner and family (rotation is atomic). A
   * token that was already used is a replay (RFC 9700 reuse detection): its whole family, access
   * tokens included, is revoked and `reused` is reported.
   */
  async consumeRefresh(hash: string): Promise<ConsumedRefresh | { reused: true } | null> {
    const { rows } = await this.sql.query<{
      user_id: number;
      client_id: string;
      family: string | null;
      scope: SessionScope;
      live: boolean;
    }>(
      `update auth_tokens set used_at = $2
       where token_hash = $1 and kind = 'refresh' and used_at is null
       returning user_id, client_id, family, scope, expires_at > $2 as live`,
      [hash, this.clock.now()],
    );
    const row = rows[0];
    if (row) {
      if (!row.live) return null;
      return {
        userId: row.user_id,
        clientId: row.client_id,
        family: row.family ?? hash,
        scope: row.scope,
      };
    }
    const replayed = await this.sql.query(
      `delete from auth_tokens where family = (
         select family from auth_tokens
         where token_hash = $1 and kind = 'refresh' and used_at is not null)`,
      [hash],
    );
    return replayed.affected > 0 ? { reused: true } : null;
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
