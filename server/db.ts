/**
 * The data-access module: the only file holding SQL. PGlite is PostgreSQL compiled to WASM, so
 * every statement here runs unchanged on a real PostgreSQL. Queries are parameterized, always.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Role } from '../src/lib/api/types.ts';
import type { BusinessTypeSeed, Language } from './catalog.ts';

type Queryable = Pick<Transaction, 'query'>;

export type AuthTokenKind = 'access' | 'refresh';
export type EmailTokenKind = 'verify' | 'reset';
export type MailKind = 'verify' | 'reset' | 'invitation' | 'super-admin-invitation';
export type InvitationKind = 'team' | 'super-admin';

export interface Account {
  id: number;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  companyName: string;
  role: Role;
  confirmed: boolean;
  firstOnboardingDone: boolean;
  onboarding: unknown;
  utm: unknown;
  language: Language;
  googleSub: string | null;
  trialEndsAt: Date;
  hasSubscription: boolean;
  createdAt: Date;
}

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  companyName?: string;
  role?: Role;
  confirmed: boolean;
  firstOnboardingDone?: boolean;
  utm?: unknown;
  language: Language;
  googleSub?: string | null;
  trackingId?: string | null;
  acceptTos?: boolean;
  acceptReceiveInfo?: boolean;
  trialEndsAt: Date;
}

export type AccountPatch = Partial<
  Pick<
    Account,
    | 'passwordHash'
    | 'firstName'
    | 'lastName'
    | 'role'
    | 'confirmed'
    | 'firstOnboardingDone'
    | 'onboarding'
    | 'googleSub'
    | 'trialEndsAt'
  >
>;

export interface MailInput {
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  links: string[];
}

export interface Mail extends MailInput {
  id: number;
  createdAt: string;
}

export interface Invitation {
  code: string;
  kind: InvitationKind;
  email: string | null;
  expiresAt: Date;
  acceptedAt: Date | null;
}

export interface CheckoutSessionRow {
  id: string;
  userId: number;
  planId: string;
  status: 'open' | 'paid';
}

export interface Subscription {
  planId: string;
  status: string;
  createdAt: string;
}

const MIGRATIONS: string[] = [
  `create table users (
     id serial primary key,
     email text not null unique,
     password_hash text,
     first_name text not null default '',
     last_name text not null default '',
     company_name text not null default '',
     role text not null default 'user',
     confirmed_at timestamptz,
     first_onboarding_done boolean not null default false,
     onboarding jsonb,
     utm jsonb,
     language text not null default 'en',
     google_sub text unique,
     tracking_id text,
     accept_tos boolean not null default false,
     accept_receive_info boolean not null default false,
     trial_ends_at timestamptz not null,
     created_at timestamptz not null default now()
   );
   create table auth_tokens (
     token_hash text primary key,
     user_id integer not null references users(id) on delete cascade,
     kind text not null check (kind in ('access', 'refresh')),
     client_id text not null,
     expires_at timestamptz not null,
     created_at timestamptz not null default now()
   );
   create index auth_tokens_user on auth_tokens(user_id);
   create table email_tokens (
     token_hash text primary key,
     user_id integer not null references users(id) on delete cascade,
     kind text not null check (kind in ('verify', 'reset')),
     expires_at timestamptz not null,
     used_at timestamptz
   );
   create table outbox (
     id serial primary key,
     to_email text not null,
     kind text not null,
     subject text not null,
     body text not null,
     links jsonb not null,
     created_at timestamptz not null default now()
   );
   create index outbox_to on outbox(to_email);
   create table invitations (
     code text primary key,
     kind text not null check (kind in ('team', 'super-admin')),
     email text,
     expires_at timestamptz not null,
     accepted_at timestamptz,
     accepted_email text
   );
   create table sonos_link_codes (
     code text primary key,
     used_at timestamptz,
     user_id integer references users(id) on delete set null
   );
   create table activation_codes (
     code text primary key,
     used_at timestamptz,
     user_id integer references users(id) on delete set null
   );
   create table checkout_sessions (
     id text primary key,
     user_id integer not null references users(id) on delete cascade,
     plan_id text not null,
     status text not null default 'open',
     created_at timestamptz not null default now(),
     paid_at timestamptz
   );
   create table subscriptions (
     id serial primary key,
     user_id integer not null references users(id) on delete cascade,
     plan_id text not null,
     status text not null,
     created_at timestamptz not null default now()
   );
   create table business_types (name text primary key, old_name text, position integer not null);
   create table genres (name text primary key, position integer not null);
   create table settings (key text primary key, value jsonb not null);`,
  // Refresh-token families (one per sign-in) for reuse detection: a rotated token is kept, marked
  // used, until it expires; presenting it again revokes the whole family.
  `alter table auth_tokens add column family text;
   alter table auth_tokens add column used_at timestamptz;
   create index auth_tokens_family on auth_tokens(family);
   create index auth_tokens_expiry on auth_tokens(expires_at);
   create index outbox_created on outbox(created_at);`,
  // A session may be limited to paying (`billing`): what an account whose trial ended gets when
  // it signs in from a pricing link, so that it can buy.
  `alter table auth_tokens add column scope text not null default 'full';`,
];

const ACCOUNT_COLUMNS = `u.id, u.email, u.password_hash, u.first_name, u.last_name, u.company_name,
  u.role, u.confirmed_at is not null as confirmed, u.first_onboarding_done, u.onboarding, u.utm,
  u.language, u.google_sub, u.trial_ends_at, u.created_at,
  exists (select 1 from subscriptions s where s.user_id = u.id and s.status = 'active')
    as has_subscription`;

interface AccountRow {
  id: number;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  company_name: string;
  role: Role;
  confirmed: boolean;
  first_onboarding_done: boolean;
  onboarding: unknown;
  utm: unknown;
  language: Language;
  google_sub: string | null;
  trial_ends_at: Date;
  created_at: Date;
  has_subscription: boolean;
}

const toAccount = (r: AccountRow): Account => ({
  id: r.id,
  email: r.email,
  passwordHash: r.password_hash,
  firstName: r.first_name,
  lastName: r.last_name,
  companyName: r.company_name,
  role: r.role,
  confirmed: r.confirmed,
  firstOnboardingDone: r.first_onboarding_done,
  onboarding: r.onboarding,
  utm: r.utm,
  language: r.language,
  googleSub: r.google_sub,
  trialEndsAt: r.trial_ends_at,
  hasSubscription: r.has_subscription,
  createdAt: r.created_at,
});

/** Maps each patchable field to its column; the only names ever spliced into SQL text. */
const PATCH_COLUMNS: Record<keyof AccountPatch, string> = {
  passwordHash: 'password_hash',
  firstName: 'first_name',
  lastName: 'last_name',
  role: 'role',
  confirmed: 'confirmed_at',
  firstOnboardingDone: 'first_onboarding_done',
  onboarding: 'onboarding',
  googleSub: 'google_sub',
  trialEndsAt: 'trial_ends_at',
};

/**
 * The database with a flush after every statement that may write and after every transaction,
 * before the caller sees the result (a transaction's own statements are flushed at commit).
 */
function syncingWrites(pg: PGlite, flush: () => Promise<void>): PGlite {
  const mayWrite = (sql: unknown) => typeof sql !== 'string' || !/^\s*select\b/i.test(sql);
  return new Proxy(pg, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (prop === 'query' || prop === 'exec' || prop === 'transaction') {
        return async (...args: unknown[]) => {
          const result = await method.apply(target, args);
          if (prop === 'transaction' || mayWrite(args[0])) await flush();
          return result;
        };
      }
      return method.bind(target);
    },
  });
}

/** What a session may do: everything, or only pay (an account whose trial ended). */
export type SessionScope = 'full' | 'billing';

/** A data directory that cannot be used as it is; its message is one line for a human. */
export class DataDirError extends Error {}

/** Thrown inside a transaction to roll it back with a reason the caller maps to an answer. */
class Rollback extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface OpenOptions {
  /**
   * Flush the write-ahead log to disk (fdatasync) after every write before answering. PGlite's
   * own writes reach the operating system at once (a process crash loses nothing) but are never
   * fsynced, so only this survives a power cut or kernel crash. On by default in production.
   */
  syncWrites?: boolean;
}

export class Database {
  private readonly pg: PGlite;

  private constructor(
    pg: PGlite,
    private readonly lockFile: string | null,
    private readonly walDir: string | null = null,
  ) {
    this.pg = walDir ? syncingWrites(pg, () => this.flushWal()) : pg;
  }

  /** Opens `${dataDir}/pg` (created if missing), or an in-memory database for `memory://`. */
  static async open(dataDir: string, options: OpenOptions = {}): Promise<Database> {
    if (dataDir.startsWith('memory://')) {
      return new Database(await PGlite.create('memory://'), null);
    }
    const dir = join(dataDir, 'pg');
    const existing = existsSync(dir) && readdirSync(dir).length > 0;
    // Never start an empty database over files that were one: that is how data gets lost.
    if (existing && !existsSync(join(dir, 'PG_VERSION'))) {
      throw new DataDirError(
        `${dir} holds files but no database (PG_VERSION is missing). Nothing was changed: restore it from a backup, or move it away to start an empty database.`,
      );
    }
    const lockFile = join(dataDir, 'pg.lock');
    try {
      mkdirSync(dir, { recursive: true });
      takeLock(lockFile, dataDir);
    } catch (err) {
      if (err instanceof DataDirError) throw err;
      const code = (err as NodeJS.ErrnoException).code ?? '';
      if (['EACCES', 'EPERM', 'EROFS'].includes(code)) {
        throw new DataDirError(
          `the data directory ${dataDir} is read-only (${code}): the database needs to write there. Make it writable or set DATA_DIR to a writable directory.`,
        );
      }
      throw err;
    }
    try {
      const pg = await PGlite.create(dir);
      return new Database(pg, lockFile, options.syncWrites ? join(dir, 'pg_wal') : null);
    } catch (err) {
      rmSync(lockFile, { force: true });
      if (!existing) throw err;
      const reason = err instanceof Error ? err.message : String(err);
      throw new DataDirError(
        `the database in ${dir} cannot be opened (${reason}). Nothing was changed: restore it from a backup, or move it away to start an empty database.`,
      );
    }
  }

  async close(): Promise<void> {
    await this.pg.close();
    if (this.lockFile) rmSync(this.lockFile, { force: true });
  }

  /** With syncWrites: how many times the log was flushed (tests read it). */
  walFlushes = 0;

  /** Flushes the write-ahead log's files to disk (see OpenOptions.syncWrites). */
  private async flushWal(): Promise<void> {
    if (!this.walDir) return;
    for (const entry of readdirSync(this.walDir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = await openFile(join(this.walDir, entry.name), 'r+');
      try {
        await file.datasync();
      } finally {
        await file.close();
      }
    }
    this.walFlushes++;
  }

  /** Applies pending migrations; `fresh` tells whether the database was empty (first start). */
  async migrate(): Promise<{ fresh: boolean }> {
    await this.pg.exec(
      'create table if not exists schema_migrations (version integer primary key, applied_at timestamptz not null default now())',
    );
    const { rows } = await this.pg.query<{ v: number | null }>(
      'select max(version) as v from schema_migrations',
    );
    const current = rows[0]?.v ?? 0;
    for (let version = current + 1; version <= MIGRATIONS.length; version++) {
      await this.pg.transaction(async (tx) => {
        await tx.exec(MIGRATIONS[version - 1]!);
        await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      });
    }
    return { fresh: current === 0 };
  }

  // ── Reference data ──────────────────────────────────────────────────────────────────────

  /** Upserts business types and genres in one statement each, keeping the catalog's order. */
  async syncCatalog(types: BusinessTypeSeed[], genres: string[]): Promise<void> {
    await this.pg.query(
      `insert into business_types (name, old_name, position)
       select * from unnest($1::text[], $2::text[], $3::int[])
       on conflict (name) do update set old_name = excluded.old_name, position = excluded.position`,
      [types.map((t) => t.name), types.map((t) => t.oldName), types.map((_, i) => i)],
    );
    await this.pg.query(
      `insert into genres (name, position) select * from unnest($1::text[], $2::int[])
       on conflict (name) do update set position = excluded.position`,
      [genres, genres.map((_, i) => i)],
    );
  }

  async listBusinessTypes(): Promise<BusinessTypeSeed[]> {
    const { rows } = await this.pg.query<{ name: string; old_name: string | null }>(
      'select name, old_name from business_types order by position',
    );
    return rows.map((r) => ({ name: r.name, oldName: r.old_name }));
  }

  async listGenres(): Promise<string[]> {
    const { rows } = await this.pg.query<{ name: string }>(
      'select name from genres order by position',
    );
    return rows.map((r) => r.name);
  }

  async getSetting<T>(key: string): Promise<T | null> {
    const { rows } = await this.pg.query<{ value: T }>(
      'select value from settings where key = $1',
      [key],
    );
    return rows[0]?.value ?? null;
  }

  async putSetting(key: string, value: unknown): Promise<void> {
    await this.pg.query(
      `insert into settings (key, value) values ($1, $2)
       on conflict (key) do update set value = excluded.value`,
      [key, JSON.stringify(value)],
    );
  }

  // ── Accounts ────────────────────────────────────────────────────────────────────────────

  async findAccountByEmail(email: string): Promise<Account | null> {
    return this.oneAccount('u.email = $1', [normalizeEmail(email)]);
  }

  async findAccountById(id: number): Promise<Account | null> {
    return this.oneAccount('u.id = $1', [id]);
  }

  async findAccountByGoogleSub(sub: string): Promise<Account | null> {
    return this.oneAccount('u.google_sub = $1', [sub]);
  }

  private async oneAccount(where: string, params: unknown[]): Promise<Account | null> {
    const { rows } = await this.pg.query<AccountRow>(
      `select ${ACCOUNT_COLUMNS} from users u where ${where}`,
      params,
    );
    return rows[0] ? toAccount(rows[0]) : null;
  }

  /**
   * Creates an account; with an activation code, the code is consumed in the same transaction so
   * a code is single-use even under concurrent sign-ups.
   */
  async createAccount(
    input: NewAccount,
    activationCode?: string,
  ): Promise<Account | 'exists' | 'activation-code-invalid'> {
    try {
      const id = await this.pg.transaction(async (tx) => {
        const created = await insertAccount(tx, input, 'nothing');
        if (created === null) throw new Rollback('exists');
        if (activationCode !== undefined) {
          const used = await tx.query(
            `update activation_codes set used_at = now(), user_id = $2
             where code = $1 and used_at is null returning code`,
            [activationCode, created],
          );
          if (used.rows.length === 0) throw new Rollback('activation-code-invalid');
        }
        return created;
      });
      return (await this.findAccountById(id))!;
    } catch (err) {
      if (err instanceof Rollback) return err.reason as 'exists' | 'activation-code-invalid';
      throw err;
    }
  }

  /** Creates or overwrites an account by email (dev tools and demo seed), dropping its tokens. */
  async upsertAccount(input: NewAccount): Promise<Account> {
    const id = await this.pg.transaction(async (tx) => {
      const userId = (await insertAccount(tx, input, 'update'))!;
      await tx.query('delete from auth_tokens where user_id = $1', [userId]);
      await tx.query('delete from subscriptions where user_id = $1', [userId]);
      return userId;
    });
    return (await this.findAccountById(id))!;
  }

  async updateAccount(id: number, patch: AccountPatch): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [field, value] of Object.entries(patch) as [keyof AccountPatch, unknown][]) {
      if (value === undefined) continue;
      const column = PATCH_COLUMNS[field];
      if (field === 'confirmed') {
        sets.push(`${column} = case when $${params.length + 1}::boolean
                     then coalesce(${column}, now()) else null end`);
        params.push(value);
      } else {
        sets.push(`${column} = $${params.length + 1}`);
        params.push(field === 'onboarding' ? JSON.stringify(value) : value);
      }
    }
    if (sets.length === 0) return;
    await this.pg.query(`update users set ${sets.join(', ')} where id = $1`, params);
  }

  // ── Bearer and refresh tokens (stored as sha256 hashes) ─────────────────────────────────

  async insertAuthToken(
    hash: string,
    userId: number,
    kind: AuthTokenKind,
    clientId: string,
    expiresAt: Date,
    family: string,
    scope: SessionScope = 'full',
  ): Promise<void> {
    await this.pg.query(
      `insert into auth_tokens (token_hash, user_id, kind, client_id, expires_at, family, scope)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [hash, userId, kind, clientId, expiresAt, family, scope],
    );
  }

  /** The user and scope of a live access token, or null when unknown or expired. */
  async findAccessToken(hash: string): Promise<{ userId: number; scope: SessionScope } | null> {
    const { rows } = await this.pg.query<{ user_id: number; scope: SessionScope }>(
      `select user_id, scope from auth_tokens
       where token_hash = $1 and kind = 'access' and expires_at > now()`,
      [hash],
    );
    const row = rows[0];
    return row ? { userId: row.user_id, scope: row.scope } : null;
  }

  /**
   * Marks a live refresh token used and returns its owner and family (rotation is atomic). A
   * token that was already used is a replay (RFC 9700 reuse detection): its whole family, access
   * tokens included, is revoked and `reused` is reported.
   */
  async consumeRefreshToken(
    hash: string,
  ): Promise<
    | { userId: number; clientId: string; family: string; scope: SessionScope }
    | { reused: true }
    | null
  > {
    const { rows } = await this.pg.query<{
      user_id: number;
      client_id: string;
      family: string | null;
      scope: SessionScope;
      live: boolean;
    }>(
      `update auth_tokens set used_at = now()
       where token_hash = $1 and kind = 'refresh' and used_at is null
       returning user_id, client_id, family, scope, expires_at > now() as live`,
      [hash],
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
    const replayed = await this.pg.query(
      `delete from auth_tokens where family = (
         select family from auth_tokens
         where token_hash = $1 and kind = 'refresh' and used_at is not null)`,
      [hash],
    );
    return (replayed.affectedRows ?? 0) > 0 ? { reused: true } : null;
  }

  /** Deletes what has expired: tokens, email links, old mails and abandoned checkouts. */
  async purgeExpired(mailRetentionDays: number): Promise<Record<string, number>> {
    const run = async (sql: string, params: unknown[] = []) =>
      (await this.pg.query(sql, params)).affectedRows ?? 0;
    return {
      authTokens: await run('delete from auth_tokens where expires_at <= now()'),
      emailTokens: await run('delete from email_tokens where expires_at <= now()'),
      mails: await run(`delete from outbox where created_at < now() - make_interval(days => $1)`, [
        mailRetentionDays,
      ]),
      checkouts: await run(
        `delete from checkout_sessions
         where status = 'open' and created_at < now() - interval '1 day'`,
      ),
    };
  }

  /** True when this verification link was used already and its account is confirmed. */
  async wasConfirmedBy(hash: string): Promise<boolean> {
    const { rows } = await this.pg.query<{ confirmed: boolean }>(
      `select u.confirmed_at is not null as confirmed from email_tokens t
       join users u on u.id = t.user_id
       where t.token_hash = $1 and t.kind = 'verify' and t.used_at is not null`,
      [hash],
    );
    return rows[0]?.confirmed ?? false;
  }

  /** Ends every other reset link of an account once one was used. */
  async dropEmailTokens(userId: number, kind: EmailTokenKind): Promise<void> {
    await this.pg.query('delete from email_tokens where user_id = $1 and kind = $2', [
      userId,
      kind,
    ]);
  }

  async expireAccessTokens(userId: number): Promise<number> {
    const result = await this.pg.query(
      `update auth_tokens set expires_at = now() - interval '1 second'
       where user_id = $1 and kind = 'access'`,
      [userId],
    );
    return result.affectedRows ?? 0;
  }

  async revokeAuthTokens(userId: number): Promise<void> {
    await this.pg.query('delete from auth_tokens where user_id = $1', [userId]);
  }

  // ── Single-use email tokens (verification, password reset) ──────────────────────────────

  async insertEmailToken(
    hash: string,
    userId: number,
    kind: EmailTokenKind,
    expiresAt: Date,
  ): Promise<void> {
    await this.pg.query(
      'insert into email_tokens (token_hash, user_id, kind, expires_at) values ($1, $2, $3, $4)',
      [hash, userId, kind, expiresAt],
    );
  }

  /** Marks an unused token used; says whether it was live and whose it was. */
  async consumeEmailToken(
    hash: string,
    kind: EmailTokenKind,
  ): Promise<{ userId: number; expired: boolean } | null> {
    const { rows } = await this.pg.query<{ user_id: number; expired: boolean }>(
      `update email_tokens set used_at = now()
       where token_hash = $1 and kind = $2 and used_at is null
       returning user_id, expires_at <= now() as expired`,
      [hash, kind],
    );
    return rows[0] ? { userId: rows[0].user_id, expired: rows[0].expired } : null;
  }

  // ── Outbox ──────────────────────────────────────────────────────────────────────────────

  async insertMail(mail: MailInput): Promise<void> {
    await this.pg.query(
      'insert into outbox (to_email, kind, subject, body, links) values ($1, $2, $3, $4, $5)',
      [normalizeEmail(mail.to), mail.kind, mail.subject, mail.text, JSON.stringify(mail.links)],
    );
  }

  /** Newest first, optionally only one recipient's. */
  async listMail(to?: string, limit = 200): Promise<Mail[]> {
    const { rows } = await this.pg.query<{
      id: number;
      to_email: string;
      kind: MailKind;
      subject: string;
      body: string;
      links: string[];
      created_at: Date;
    }>(
      `select id, to_email, kind, subject, body, links, created_at from outbox
       where $1::text is null or to_email = $1 order by id desc limit $2`,
      [to === undefined ? null : normalizeEmail(to), limit],
    );
    return rows.map((r) => ({
      id: r.id,
      to: r.to_email,
      kind: r.kind,
      subject: r.subject,
      text: r.body,
      links: r.links,
      createdAt: r.created_at.toISOString(),
    }));
  }

  // ── Invitations and one-time codes ──────────────────────────────────────────────────────

  /** Creates (or, for the fixed demo codes, resets) an invitation. */
  async putInvitation(inv: Omit<Invitation, 'acceptedAt'>): Promise<void> {
    await this.pg.query(
      `insert into invitations (code, kind, email, expires_at) values ($1, $2, $3, $4)
       on conflict (code) do update set kind = excluded.kind, email = excluded.email,
         expires_at = excluded.expires_at, accepted_at = null, accepted_email = null`,
      [inv.code, inv.kind, inv.email === null ? null : normalizeEmail(inv.email), inv.expiresAt],
    );
  }

  /** Accepts an invitation once; answers why not when it cannot be accepted. */
  /** Whether an invitation could be accepted now, without accepting it. */
  async checkInvitation(
    code: string,
    kind: InvitationKind,
  ): Promise<'ok' | 'not-found' | 'expired' | 'used'> {
    const { rows } = await this.pg.query<{ expired: boolean; used: boolean }>(
      `select expires_at <= now() as expired, accepted_at is not null as used
       from invitations where code = $1 and kind = $2`,
      [code, kind],
    );
    const row = rows[0];
    if (!row) return 'not-found';
    if (row.expired) return 'expired';
    return row.used ? 'used' : 'ok';
  }

  async acceptInvitation(
    code: string,
    kind: InvitationKind,
    acceptedEmail: string | null,
  ): Promise<Invitation | 'not-found' | 'expired' | 'used'> {
    const { rows } = await this.pg.query<{
      code: string;
      kind: InvitationKind;
      email: string | null;
      expires_at: Date;
      accepted_at: Date | null;
      expired: boolean;
    }>(
      `select code, kind, email, expires_at, accepted_at, expires_at <= now() as expired
       from invitations where code = $1 and kind = $2`,
      [code, kind],
    );
    const row = rows[0];
    if (!row) return 'not-found';
    if (row.expired) return 'expired';
    const updated = await this.pg.query(
      `update invitations set accepted_at = now(), accepted_email = $2
       where code = $1 and accepted_at is null returning code`,
      [code, acceptedEmail === null ? null : normalizeEmail(acceptedEmail)],
    );
    if (updated.rows.length === 0) return 'used';
    return {
      code: row.code,
      kind: row.kind,
      email: row.email,
      expiresAt: row.expires_at,
      acceptedAt: new Date(),
    };
  }

  /** Creates or re-opens a one-time code (Sonos link codes, Sonos activation codes). */
  async putCode(table: 'sonos' | 'activation', code: string): Promise<void> {
    await this.pg.query(
      `insert into ${CODE_TABLES[table]} (code) values ($1)
       on conflict (code) do update set used_at = null, user_id = null`,
      [code],
    );
  }

  /** Uses a Sonos link code once for a user; false when unknown or already used. */
  async consumeLinkCode(code: string, userId: number): Promise<boolean> {
    const { rows } = await this.pg.query(
      `update sonos_link_codes set used_at = now(), user_id = $2
       where code = $1 and used_at is null returning code`,
      [code, userId],
    );
    return rows.length > 0;
  }

  // ── Checkout and subscriptions ──────────────────────────────────────────────────────────

  async createCheckoutSession(id: string, userId: number, planId: string): Promise<void> {
    await this.pg.query(
      'insert into checkout_sessions (id, user_id, plan_id) values ($1, $2, $3)',
      [id, userId, planId],
    );
  }

  async findCheckoutSession(id: string): Promise<CheckoutSessionRow | null> {
    const { rows } = await this.pg.query<{
      id: string;
      user_id: number;
      plan_id: string;
      status: 'open' | 'paid';
    }>('select id, user_id, plan_id, status from checkout_sessions where id = $1', [id]);
    const r = rows[0];
    return r ? { id: r.id, userId: r.user_id, planId: r.plan_id, status: r.status } : null;
  }

  /** Pays an open session and records the subscription, once (a second Pay changes nothing). */
  async payCheckoutSession(id: string): Promise<void> {
    await this.pg.transaction(async (tx) => {
      const { rows } = await tx.query<{ user_id: number; plan_id: string }>(
        `update checkout_sessions set status = 'paid', paid_at = now()
         where id = $1 and status = 'open' returning user_id, plan_id`,
        [id],
      );
      const paid = rows[0];
      if (!paid) return;
      await tx.query(
        `insert into subscriptions (user_id, plan_id, status) values ($1, $2, 'active')`,
        [paid.user_id, paid.plan_id],
      );
    });
  }

  async listSubscriptions(userId: number): Promise<Subscription[]> {
    const { rows } = await this.pg.query<{ plan_id: string; status: string; created_at: Date }>(
      'select plan_id, status, created_at from subscriptions where user_id = $1 order by id',
      [userId],
    );
    return rows.map((r) => ({
      planId: r.plan_id,
      status: r.status,
      createdAt: r.created_at.toISOString(),
    }));
  }
}

/**
 * PGlite is single-process: a second process opening the same directory would corrupt it (say
 * `npm run seed` while `npm start` runs). A pid lock file turns that into a clear error.
 */
function takeLock(lockFile: string, dataDir: string): void {
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
    return;
  } catch {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The database in ${dataDir} is in use by process ${pid}; stop that process first.`,
      );
    }
    writeFileSync(lockFile, String(process.pid)); // a stale lock from a crashed process
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const CODE_TABLES = { sonos: 'sonos_link_codes', activation: 'activation_codes' } as const;

/** Inserts an account; on an existing email either does nothing (null) or overwrites it. */
async function insertAccount(
  tx: Queryable,
  a: NewAccount,
  onConflict: 'nothing' | 'update',
): Promise<number | null> {
  const conflict =
    onConflict === 'nothing'
      ? 'do nothing'
      : `do update set password_hash = excluded.password_hash, first_name = excluded.first_name,
           last_name = excluded.last_name, company_name = excluded.company_name,
           role = excluded.role, confirmed_at = excluded.confirmed_at,
           first_onboarding_done = excluded.first_onboarding_done, onboarding = null,
           utm = excluded.utm, language = excluded.language, google_sub = excluded.google_sub,
           trial_ends_at = excluded.trial_ends_at`;
  const { rows } = await tx.query<{ id: number }>(
    `insert into users (email, password_hash, first_name, last_name, company_name, role,
       confirmed_at, first_onboarding_done, utm, language, google_sub, tracking_id, accept_tos,
       accept_receive_info, trial_ends_at)
     values ($1, $2, $3, $4, $5, $6, case when $7::boolean then now() end, $8, $9, $10, $11, $12,
       $13, $14, $15)
     on conflict (email) ${conflict} returning id`,
    [
      normalizeEmail(a.email),
      a.passwordHash,
      a.firstName,
      a.lastName,
      a.companyName ?? '',
      a.role ?? 'user',
      a.confirmed,
      a.firstOnboardingDone ?? false,
      a.utm === undefined ? null : JSON.stringify(a.utm),
      a.language,
      a.googleSub ?? null,
      a.trackingId ?? null,
      a.acceptTos ?? false,
      a.acceptReceiveInfo ?? false,
      a.trialEndsAt,
    ],
  );
  return rows[0]?.id ?? null;
}
