/**
 * Sends the outbox over SMTP (nodemailer), in the API process, never in a request: a request
 * only queues its email. Each mail is claimed with a lease (see Outbox.claim), so instances on one
 * PostgreSQL server send each mail once; a failed attempt is retried with a doubling delay read
 * from the clock, and after MAIL_MAX_ATTEMPTS the mail is marked failed and logged.
 */
import { createTransport } from 'nodemailer';
import type { MailConfig } from './config.ts';
import type { Database } from './db/index.ts';
import type { ClaimedMail } from './db/outbox.ts';
import { DatabaseUnavailableError } from './db/sql.ts';
import { outsideRequest, type Logger } from './log.ts';

/** What the worker needs from a transport: one message out, or an error. */
export interface MailTransport {
  send(mail: ClaimedMail, from: string): Promise<void>;
  /** Connects (and logs in) without sending: the start's check that mail can leave. */
  verify(): Promise<void>;
  close(): void;
}

/** Bounds on one SMTP conversation, so a mail server that stops answering frees the worker. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Longer than one SMTP conversation can last: a lease that runs out means its sender stopped. */
export const LEASE_MS = 2 * 60_000;
const MAX_RETRY_MS = 60 * 60_000;
/** How often the worker looks for mails queued by another instance or due for a retry. */
const POLL_MS = 2000;

/** The SMTP transport of SMTP_URL (credentials from the URL, or SMTP_USER/SMTP_PASSWORD). */
export function smtpTransport(config: MailConfig): MailTransport {
  const auth =
    config.smtpUser !== undefined
      ? { user: config.smtpUser, pass: config.smtpPassword ?? '' }
      : undefined;
  const transporter = createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS, auth });
  return {
    async send(mail, from) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html || undefined,
      });
    },
    async verify() {
      await transporter.verify();
    },
    close: () => transporter.close(),
  };
}

/**
 * True for an answer that will not change on retry: a 5xx of the mail server about this message
 * (its sender, a recipient, its content). A 5xx to the login or the greeting is the operator's
 * configuration, which they fix: those mails keep their retries.
 */
export function isPermanent(err: unknown): boolean {
  const { responseCode, command } = (err ?? {}) as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    !(typeof command === 'string' && /^(AUTH|CONN|EHLO|HELO|STARTTLS)/i.test(command))
  );
}

/** The delay before attempt `attempts + 1`: retrySeconds, doubling, at most an hour. */
export const retryDelayMs = (attempts: number, retrySeconds: number) =>
  Math.min(retrySeconds * 1000 * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

/** An error as one log-safe line: the mail server's answer, never a credential. */
export const describeSmtpError = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).replace(/\/\/[^@/\s]*@/g, '//***@');

export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  /**
   * Outcomes the database could not take (it was away): recorded before anything new is
   * claimed, so a sent mail is marked sent as soon as the database is back instead of being sent
   * again when its lease runs out.
   */
  private readonly unrecorded: (() => Promise<void>)[] = [];

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly config: MailConfig,
    private readonly log: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Sends whatever is due now (a run in progress goes round once more). */
  wake(): void {
    if (this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = outsideRequest(() => this.drain()).finally(() => {
      this.running = null;
    });
  }

  /** Stops after the message being sent, if any; mails still queued wait for the next start. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  private async drain(): Promise<void> {
    for (;;) {
      this.again = false;
      while (!this.stopping && (await this.sendOne())) {
        /* next mail */
      }
      if (!this.wokenMeanwhile()) return;
    }
  }

  /** True when wake() was called during the last round (a mail queued while sending). */
  private wokenMeanwhile(): boolean {
    return this.again && !this.stopping;
  }

  /** Claims and sends one due mail; false when none is due (or the database is unavailable). */
  private async sendOne(): Promise<boolean> {
    if (!(await this.recordPending())) return false;
    let mail: ClaimedMail | null;
    try {
      mail = await this.db.outbox.claim(LEASE_MS);
    } catch (err) {
      // The request path logs "database unavailable" already; anything else is a bug to see.
      if (!(err instanceof DatabaseUnavailableError)) this.log.error({ err }, 'mail queue failed');
      return false;
    }
    if (!mail) return false;
    try {
      await this.transport.send(mail, this.config.from);
    } catch (err) {
      const refused = isPermanent(err);
      const last = refused || mail.attempts >= this.config.maxAttempts;
      const delay = last ? null : retryDelayMs(mail.attempts, this.config.retrySeconds);
      const reason = describeSmtpError(err);
      await this.record(() => this.db.outbox.markFailed(mail.id, reason, delay));
      const fields = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, reason };
      if (refused) this.log.error(fields, 'mail failed: refused by the mail server');
      else if (last) this.log.error(fields, 'mail failed: no attempts left');
      else this.log.warn({ ...fields, retryInMs: delay }, 'mail not sent, will retry');
      // The next mail would most likely fail the same way: wait for the poll.
      return false;
    }
    await this.record(() => this.db.outbox.markSent(mail.id));
    this.log.info({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts }, 'mail sent');
    return true;
  }

  /**
   * Records an outcome. With the database away it is kept and written before the next claim
   * (recordPending), so it does not wait for the lease to run out, which would send it again.
   */
  private async record(write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (err) {
      if (err instanceof DatabaseUnavailableError) this.unrecorded.push(write);
      else this.log.error({ err }, 'mail outcome not recorded');
    }
  }

  /** Writes the outcomes the database could not take; false while it still cannot. */
  private async recordPending(): Promise<boolean> {
    while (this.unrecorded.length > 0) {
      try {
        await this.unrecorded[0]!();
      } catch (err) {
        if (err instanceof DatabaseUnavailableError) return false;
        this.log.error({ err }, 'mail outcome not recorded');
      }
      this.unrecorded.shift();
    }
    return true;
  }
}
