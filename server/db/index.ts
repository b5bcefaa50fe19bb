/**
 * The data layer: one repository per area over a Sql driver, the schema in `migrations/*.sql`.
 * The embedded PGlite database is the default; DATABASE_URL selects a PostgreSQL server, which
 * several API instances can share. Every statement is parameterized and runs on both.
 */
import { systemClock, type Clock } from '../clock.ts';
import { Accounts } from './accounts.ts';
import { Checkout } from './checkout.ts';
import { EmbeddedSql } from './embedded.ts';
import { Invitations } from './invitations.ts';
import { migrate } from './migrate.ts';
import { Outbox } from './outbox.ts';
import { Passkeys } from './passkeys.ts';
import { ServerSql, type ServerTimeouts } from './postgres.ts';
import { RateCounters } from './rate-counters.ts';
import { Reference } from './reference.ts';
import type { Queryable, Sql, SqlResult } from './sql.ts';
import { REFRESH_GRACE_SECONDS, Tokens } from './tokens.ts';

export type { Account, NewAccount } from './accounts.ts';
export type { Invitation, InvitationKind } from './invitations.ts';
export type { Mail, MailKind } from './outbox.ts';
export type { EmailTokenKind, SessionScope } from './tokens.ts';
export type { StoredPasskey } from './passkeys.ts';

// Exported for tests/api/support/server.ts, which names how each test's own database is reached.
export interface DatabaseOptions {
  /** The embedded database's directory (`memory://` for a throwaway one); unused with a URL. */
  dataDir: string;
  /** A PostgreSQL server (postgres://…); absent: the embedded database in dataDir. */
  databaseUrl?: string;
  /** Embedded only: fdatasync the log after every write (see EmbeddedOptions). */
  syncWrites?: boolean;
  /** PostgreSQL only: bounds on connecting and on one statement. */
  database?: ServerTimeouts;
}

/**
 * An open transaction seen as a Sql, so the repositories run in it unchanged: a repository's own
 * transaction inside it simply joins it (one commit, or one rollback, for everything).
 */
class TransactionSql implements Sql {
  constructor(
    private readonly tx: Queryable,
    readonly kind: Sql['kind'],
  ) {}

  query<T>(text: string, params?: unknown[]): Promise<SqlResult<T>> {
    return this.tx.query<T>(text, params);
  }

  exec(script: string): Promise<void> {
    return this.tx.exec(script);
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return fn(this.tx);
  }

  close(): Promise<void> {
    return Promise.reject(new Error('A transaction is closed by the Database that opened it.'));
  }
}

export class Database {
  readonly accounts: Accounts;
  readonly tokens: Tokens;
  readonly outbox: Outbox;
  readonly invitations: Invitations;
  readonly checkout: Checkout;
  readonly reference: Reference;
  readonly rateCounters: RateCounters;
  readonly passkeys: Passkeys;

  constructor(
    readonly sql: Sql,
    readonly clock: Clock = systemClock,
  ) {
    this.accounts = new Accounts(sql, clock);
    this.tokens = new Tokens(sql, clock);
    this.outbox = new Outbox(sql, clock);
    this.invitations = new Invitations(sql, clock);
    this.checkout = new Checkout(sql, clock);
    this.reference = new Reference(sql);
    this.rateCounters = new RateCounters(sql, clock);
    this.passkeys = new Passkeys(sql, clock);
  }

  /** Connects to DATABASE_URL's server, or opens the embedded database in dataDir. */
  static async open(
    options: DatabaseOptions,
    clock: Clock = systemClock,
    onConnectionLost?: (err: Error) => void,
  ): Promise<Database> {
    const sql = options.databaseUrl
      ? await ServerSql.connect(options.databaseUrl, options.database, onConnectionLost)
      : await EmbeddedSql.open(options.dataDir, { syncWrites: options.syncWrites });
    return new Database(sql, clock);
  }

  /**
   * Runs `fn` in one transaction with repositories bound to it: everything it writes commits
   * together, or nothing does when it throws.
   */
  transaction<T>(fn: (db: Database) => Promise<T>): Promise<T> {
    return this.sql.transaction((tx) =>
      fn(new Database(new TransactionSql(tx, this.sql.kind), this.clock)),
    );
  }

  /** True when several API instances may share this database (a PostgreSQL server). */
  get shared(): boolean {
    return this.sql.kind === 'server';
  }

  /** The last migration applied (0 on an empty database); throws when the database is down. */
  async schemaVersion(): Promise<number> {
    const { rows } = await this.sql.query<{ version: number | null }>(
      'select max(version) as version from schema_migrations',
    );
    return rows[0]?.version ?? 0;
  }

  /** Applies pending migrations; `fresh` tells whether the database was empty (first start). */
  migrate(): Promise<{ fresh: boolean; applied: number[] }> {
    return migrate(this.sql);
  }

  /**
   * Deletes what has expired: tokens, links, old mails, abandoned checkouts, rate counters,
   * passkey challenges.
   */
  async purgeExpired(mailRetentionDays: number): Promise<Record<string, number>> {
    // $1 is always the clock's now.
    const run = async (text: string, params: unknown[] = []) =>
      (await this.sql.query(text, [this.clock.now(), ...params])).affected;
    // Tokens and links expire by the earlier of this instance's clock and the database's: an
    // instance whose clock runs ahead must not delete sessions every other instance holds live.
    return {
      authTokens: await run('delete from auth_tokens where expires_at <= least($1, now())'),
      // A rotation's sealed pair is only for a duplicate within the grace window (sessions.ts).
      sealedPairs: await run(
        `update auth_tokens set successor = null
         where successor is not null and used_at <= $1::timestamptz - make_interval(secs => $2)`,
        [REFRESH_GRACE_SECONDS],
      ),
      emailTokens: await run('delete from email_tokens where expires_at <= least($1, now())'),
      mails: await run(
        `delete from outbox where created_at < $1::timestamptz - make_interval(days => $2)`,
        [mailRetentionDays],
      ),
      checkouts: await run(
        `delete from checkout_sessions
         where status in ('open', 'expired') and created_at < $1::timestamptz - interval '1 day'`,
      ),
      rateLimits: await run('delete from rate_limits where reset_at <= $1'),
      passkeyChallenges: await run('delete from passkey_challenges where expires_at <= $1'),
    };
  }

  /** How far this instance's clock is ahead of the database server's (negative: behind), in ms. */
  async clockSkewMs(): Promise<number> {
    const before = Date.now();
    const { rows } = await this.sql.query<{ now: Date }>('select now() as now');
    // The database read its clock somewhere within the round trip: compare with its middle.
    const roundTrip = Date.now() - before;
    return this.clock.now().getTime() - roundTrip / 2 - new Date(rows[0]!.now).getTime();
  }

  close(): Promise<void> {
    return this.sql.close();
  }
}
