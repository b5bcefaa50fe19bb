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
type InvitationRefusal = 'not-found' | 'expired' | 'used';

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
         expires_at = excluded.expires_at, accepted_at = null, accepted_email = null`,
      [inv.code, inv.kind, inv.email === null ? null : normalizeEmail(inv.email), inv.expiresAt],
    );
  }

  /** Whether an invitation could be accepted now, without accepting it. */
  async check(code: string, kind: InvitationKind): Promise<'ok' | InvitationRefusal> {
    const { rows } = await this.sql.query<{ expired: boolean; used: boolean }>(
      `select expires_at <= $3 as expired, accepted_at is not null as used
       from invitations where code = $1 and kind = $2`,
      [code, kind, this.clock.now()],
    );
    const row = rows[0];
    if (!row) return 'not-found';
    if (row.expired) return 'expired';
    return row.used ? 'used' : 'ok';
  }

  /** Accepts an invitation once; answers why not when it cannot be accepted. */
  async accept(
    code: string,
    kind: InvitationKind,
    acceptedEmail: string | null,
  ): Promise<Invitation | InvitationRefusal> {
    const now = this.clock.now();
    const { rows } = await this.sql.query<{
      code: string;
      kind: InvitationKind;
      email: string | null;
      expires_at: Date;
      expired: boolean;
    }>(
      `select code, kind, email, expires_at, expires_at <= $3 as expired
       from invitations where code = $1 and kind = $2`,
      [code, kind, now],
    );
    const row = rows[0];
    if (!row) return 'not-found';
    if (row.expired) return 'expired';
    const updated = await this.sql.query(
      `update invitations set accepted_at = $3, accepted_email = $2
       where code = $1 and accepted_at is null returning code`,
      [code, acceptedEmail === null ? null : normalizeEmail(acceptedEmail), now],
    );
    if (updated.rows.length === 0) return 'used';
    return {
      code: row.code,
      kind: row.kind,
      email: row.email,
      expiresAt: row.expires_at,
      acceptedAt: now,
    };
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
