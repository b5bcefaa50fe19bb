/**
 * The outbox: every email the API sends, queued. The mail worker (server/mail-delivery.ts) claims
 * due mails one at a time, sends them, and records the outcome; the dev mailbox reads them all.
 */
import type { Clock } from '../clock.ts';
import { normalizeEmail } from './accounts.ts';
import type { Sql } from './sql.ts';

/** What a mail is for: one list, stored in outbox.kind and composed by server/mail.ts. */
export type MailKind = 'verify' | 'reset' | 'invitation' | 'super-admin-invitation';
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

interface MailInput {
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export interface Mail extends MailInput {
  id: number;
  createdAt: string;
  status: MailStatus;
  attempts: number;
}

/** A mail claimed by one worker: no other instance sends it while the lease runs. */
export interface ClaimedMail extends MailInput {
  id: number;
  attempts: number;
}

interface MailRow {
  id: number;
  to_email: string;
  kind: MailKind;
  subject: string;
  body: string;
  html: string;
  links: string[];
  created_at: Date;
  status: MailStatus;
  attempts: number;
}

const COLUMNS = 'id, to_email, kind, subject, body, html, links, created_at, status, attempts';

const toMail = (r: MailRow): Mail => ({
  id: r.id,
  to: r.to_email,
  kind: r.kind,
  subject: r.subject,
  text: r.body,
  html: r.html,
  links: r.links,
  createdAt: r.created_at.toISOString(),
  status: r.status,
  attempts: r.attempts,
});

export class Outbox {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {}

  /** Queues a mail, due now. */
  async insert(mail: MailInput): Promise<void> {
    const now = this.clock.now();
    await this.sql.query(
      `insert into outbox (to_email, kind, subject, body, html, links, created_at, next_attempt_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [
        normalizeEmail(mail.to),
        mail.kind,
        mail.subject,
        mail.text,
        mail.html,
        JSON.stringify(mail.links),
        now,
      ],
    );
  }

  /** Newest first, optionally only one recipient's. */
  async list(to?: string, limit = 200): Promise<Mail[]> {
    const { rows } = await this.sql.query<MailRow>(
      `select ${COLUMNS} from outbox
       where $1::text is null or to_email = $1 order by id desc limit $2`,
      [to === undefined ? null : normalizeEmail(to), limit],
    );
    return rows.map(toMail);
  }

  /**
   * Claims the oldest due mail for `leaseMs`: a pending one whose next attempt is due, or one
   * whose sender's lease ran out (that instance stopped mid-send). One statement with
   * `for update skip locked`, so instances sharing a PostgreSQL server never claim the same mail.
   */
  async claim(leaseMs: number): Promise<ClaimedMail | null> {
    const now = this.clock.now();
    const { rows } = await this.sql.query<MailRow>(
      `update outbox set status = 'sending', attempts = attempts + 1,
         leased_until = $1::timestamptz + make_interval(secs => $2)
       where id = (
         select id from outbox
         where (status = 'pending' and next_attempt_at <= $1)
            or (status = 'sending' and leased_until <= $1)
         order by id limit 1
         for update skip locked)
       returning ${COLUMNS}`,
      [now, leaseMs / 1000],
    );
    const row = rows[0];
    return row ? { ...toMail(row), attempts: row.attempts } : null;
  }

  async markSent(id: number): Promise<void> {
    await this.sql.query(
      `update outbox set status = 'sent', sent_at = $2, leased_until = null, last_error = null
       where id = $1`,
      [id, this.clock.now()],
    );
  }

  /** Puts a mail back for another attempt after `delayMs`, or marks it failed (`delayMs` null). */
  async markFailed(id: number, error: string, delayMs: number | null): Promise<void> {
    await this.sql.query(
      `update outbox set leased_until = null, last_error = $2,
         status = case when $3::double precision is null then 'failed' else 'pending' end,
         next_attempt_at = $4::timestamptz + make_interval(secs => coalesce($3::double precision, 0))
       where id = $1`,
      [id, error.slice(0, 500), delayMs === null ? null : delayMs / 1000, this.clock.now()],
    );
  }

  /** How many mails wait in each state (the worker's log and the tests read it). */
  async counts(): Promise<Record<MailStatus, number>> {
    const { rows } = await this.sql.query<{ status: MailStatus; n: number }>(
      'select status, count(*)::integer as n from outbox group by status',
    );
    const counts: Record<MailStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }
}
