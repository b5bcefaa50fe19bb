/** Team and Super Admin invitations, and the one-time Sonos link and activation codes. */
import { normalizeEmail } from './accounts.ts';
import type { Clock } from '../clock.ts';
import type { Sql } from './sql.ts';

export type InvitationKind = 'team' | 'super-admin';

export interface Invitation {
  code: string;
  kind: InvitationKind;
  email: string | null;
  expiresAt: Date;
  acceptedAt: Date | null;
}

/** Why an invitation cannot be accepted now. */
export type InvitationRefusal = 'not-found' | 'expired' | 'used';

/** An invitation as `find` reads it. */
export interface InvitationStanding {
  state: 'ok' | InvitationRefusal;
  /** The address it was sent to (normalized); null for an invitation without an addressee. */
  email: string | null;
  /** The account registered on it (team invitations), if any. */
  registeredUserId: number | null;
}

const CODE_TABLES = { sonos: 'sonos_link_codes', activation: 'activation_codes' } as const;

export class Invitations {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {}

  /** Creates (or, for the fixed demo codes, resets) an invitation. */
  async put(inv: Omit<Invitation, 'acceptedAt'>): Promise<void> {
    await this.sql.query(
      `insert into invitations (code, kind, email, expires_at) values ($1, $2, $3, $4)
       on conflict (code) do update set kind = excluded.kind, email = excluded.email,
         expires_at = excluded.expires_at, accepted_at = null, accepted_email = null,
         registered_user_id = null, accepted_user_id = null`,
      [inv.code, inv.kind, inv.email === null ? null : normalizeEmail(inv.email), inv.expiresAt],
    );
  }

  /**
   * An invitation as it stands now: whether it could be accepted, who it is addressed to, and the
   * account registered on it (the registration that carried its code).
   */
  async find(code: string, kind: InvitationKind): Promise<InvitationStanding> {
    const { rows } = await this.sql.query<{
      email: string | null;
      registered_user_id: number | null;
      expired: boolean;
      used: boolean;
    }>(
      `select email, registered_user_id, expires_at <= $3 as expired,
         accepted_at is not null as used
       from invitations where code = $1 and kind = $2`,
      [code, kind, this.clock.now()],
    );
    const row = rows[0];
    if (!row) return { state: 'not-found', email: null, registeredUserId: null };
    const state = row.expired ? 'expired' : row.used ? 'used' : 'ok';
    return { state, email: row.email, registeredUserId: row.registered_user_id };
  }

  /** Records the account registered on a team invitation not accepted yet (the latest wins). */
  async bindRegistration(code: string, userId: number): Promise<void> {
    await this.sql.query(
      `update invitations set registered_user_id = $2
       where code = $1 and kind = 'team' and accepted_at is null`,
      [code, userId],
    );
  }

  /** Accepts an invitation once, for a proven account; false when it was accepted meanwhile. */
  async accept(code: string, account: { id: number; email: string }): Promise<boolean> {
    const updated = await this.sql.query(
      `update invitations set accepted_at = $4, accepted_email = $2, accepted_user_id = $3
       where code = $1 and accepted_at is null returning code`,
      [code, normalizeEmail(account.email), account.id, this.clock.now()],
    );
    return updated.rows.length > 0;
  }

  /** Creates or re-opens a one-time code (Sonos link codes, Sonos activation codes). */
  async putCode(table: keyof typeof CODE_TABLES, code: string): Promise<void> {
    await this.sql.query(
      `insert into ${CODE_TABLES[table]} (code) values ($1)
       on conflict (code) do update set used_at = null, user_id = null`,
      [code],
    );
  }

  /** Uses a Sonos link code once for a user; false when unknown or already used. */
  async consumeLinkCode(code: string, userId: number): Promise<boolean> {
    const { rows } = await this.sql.query(
      `update sonos_link_codes set used_at = $3, user_id = $2
       where code = $1 and used_at is null returning code`,
      [code, userId, this.clock.now()],
    );
    return rows.length > 0;
  }
}
