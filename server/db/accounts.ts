/** Accounts (the `users` table): lookups, creation, demo/dev overwrites and partial updates. */
import type { Role } from '../../src/lib/api/types.ts';
import type { Language } from '../catalog.ts';
import type { Clock } from '../clock.ts';
import type { Queryable, Sql } from './sql.ts';

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

type AccountPatch = Partial<
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

/** The one spelling of an email address the database stores and looks up. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

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

/** Thrown inside a transaction to roll it back with a reason the caller returns. */
class Rollback extends Error {
  constructor(readonly reason: 'exists' | 'activation-code-invalid') {
    super(reason);
  }
}

export class Accounts {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {}

  findByEmail(email: string): Promise<Account | null> {
    return this.one('u.email = $1', [normalizeEmail(email)]);
  }

  findById(id: number): Promise<Account | null> {
    return this.one('u.id = $1', [id]);
  }

  findByGoogleSub(sub: string): Promise<Account | null> {
    return this.one('u.google_sub = $1', [sub]);
  }

  private async one(where: string, params: unknown[]): Promise<Account | null> {
    const { rows } = await this.sql.query<AccountRow>(
      `select ${ACCOUNT_COLUMNS} from users u where ${where}`,
      params,
    );
    return rows[0] ? toAccount(rows[0]) : null;
  }

  /**
   * Creates an account; with an activation code, the code is consumed in the same transaction so
   * a code is single-use even under concurrent sign-ups.
   */
  async create(
    input: NewAccount,
    activationCode?: string,
  ): Promise<Account | 'exists' | 'activation-code-invalid'> {
    try {
      const id = await this.sql.transaction(async (tx) => {
        const created = await insertAccount(tx, input, 'nothing', this.clock.now());
        if (created === null) throw new Rollback('exists');
        if (activationCode !== undefined) {
          const used = await tx.query(
            `update activation_codes set used_at = $3, user_id = $2
             where code = $1 and used_at is null returning code`,
            [activationCode, created, this.clock.now()],
          );
          if (used.rows.length === 0) throw new Rollback('activation-code-invalid');
        }
        return created;
      });
      return (await this.findById(id))!;
    } catch (err) {
      if (err instanceof Rollback) return err.reason;
      throw err;
    }
  }

  /** Creates or overwrites an account by email (dev tools and demo seed), dropping its tokens. */
  async upsert(input: NewAccount): Promise<Account> {
    const id = await this.sql.transaction(async (tx) => {
      const userId = (await insertAccount(tx, input, 'update', this.clock.now()))!;
      await tx.query('delete from auth_tokens where user_id = $1', [userId]);
      await tx.query('delete from subscriptions where user_id = $1', [userId]);
      return userId;
    });
    return (await this.findById(id))!;
  }

  async update(id: number, patch: AccountPatch): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [field, value] of Object.entries(patch) as [keyof AccountPatch, unknown][]) {
      if (value === undefined) continue;
      const column = PATCH_COLUMNS[field];
      if (field === 'confirmed') {
        sets.push(`${column} = case when $${params.length + 1}::boolean
                     then coalesce(${column}, $${params.length + 2}::timestamptz) else null end`);
        params.push(value, this.clock.now());
      } else {
        sets.push(`${column} = $${params.length + 1}`);
        params.push(field === 'onboarding' ? JSON.stringify(value) : value);
      }
    }
    if (sets.length === 0) return;
    await this.sql.query(`update users set ${sets.join(', ')} where id = $1`, params);
  }
}

/** Inserts an account; on an existing email either does nothing (null) or overwrites it. */
async function insertAccount(
  tx: Queryable,
  a: NewAccount,
  onConflict: 'nothing' | 'update',
  now: Date,
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
     values ($1, $2, $3, $4, $5, $6, case when $7::boolean then $16::timestamptz end, $8, $9, $10, $11, $12,
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
      now,
    ],
  );
  return rows[0]?.id ?? null;
}
