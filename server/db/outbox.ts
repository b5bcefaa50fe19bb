/** The outbox: every email the API "sends", read by the dev mailbox and the tests. */
import { normalizeEmail } from './accounts.ts';
import type { Sql } from './sql.ts';

type MailKind = 'verify' | 'reset' | 'invitation' | 'super-admin-invitation';

interface MailInput {
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

export class Outbox {
  constructor(private readonly sql: Sql) {}

  async insert(mail: MailInput): Promise<void> {
    await this.sql.query(
      'insert into outbox (to_email, kind, subject, body, links) values ($1, $2, $3, $4, $5)',
      [normalizeEmail(mail.to), mail.kind, mail.subject, mail.text, JSON.stringify(mail.links)],
    );
  }

  /** Newest first, optionally only one recipient's. */
  async list(to?: string, limit = 200): Promise<Mail[]> {
    const { rows } = await this.sql.query<{
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
}
