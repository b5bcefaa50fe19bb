import { localizePath } from '../src/lib/i18n/languages.ts';
import { tokenLinkPath } from '../src/lib/routes.ts';
import type { Language } from './catalog.ts';
import type { Config } from './config.ts';
import { randomToken, sha256 } from './crypto.ts';
import { composeMail, mailDate, mailDuration, type MailContent } from './mail-texts.ts';
import type { Database, EmailTokenKind, InvitationKind, MailKind } from './db/index.ts';

// The texts are keys of locales/<lang>/mail.json, filled by composeMail.

/** A site route in the account's language (`/fr/…`), its query appended. */
const siteLink = (origin: string, language: Language, path: string, query = '') =>
  `${origin}${localizePath(path, language)}${query}`;

interface Recipient {
  email: string;
  id?: number;
  language: Language;
  firstName?: string;
  /** Only a confirmed address is greeted by name (see MailContent.firstName). */
  confirmed?: boolean;
}

/**
 * Composes the emails the product sends and queues them in the outbox, in the recipient's
 * language. Nothing here waits for a mail server: the mail worker (mail-delivery.ts) sends the
 * queue, and the dev mailbox shows it.
 */
export class Mailer {
  /** Called after a mail is queued outside a transaction (the worker sends it at once). */
  onQueued: () => void = () => undefined;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
  ) {}

  /** A single-use token for an account's email link; only its hash is stored. */
  private async newToken(db: Database, userId: number, kind: EmailTokenKind): Promise<string> {
    const token = randomToken();
    const ttl =
      kind === 'reset' ? this.config.resetTokenTtlSeconds : this.config.verifyTokenTtlSeconds;
    await db.tokens.insertEmail(
      sha256(token),
      userId,
      kind,
      new Date(db.clock.now().getTime() + ttl * 1000),
    );
    return token;
  }

  private async queue(
    db: Database,
    to: Recipient,
    kind: MailKind,
    content: Omit<MailContent, 'language' | 'brand' | 'firstName'>,
  ): Promise<void> {
    const mail = composeMail({
      ...content,
      language: to.language,
      brand: this.config.brandName,
      firstName: to.confirmed ? to.firstName : undefined,
    });
    await db.outbox.insert({ to: to.email, kind, ...mail, links: [content.link] });
    if (db === this.db) this.onQueued();
  }

  /**
   * The confirmation email of a new account. `db` is the registration's transaction: the
   * account, its link and its email are stored together or not at all. `planId`: registered on
   * the way to a checkout, the link carries the plan so the confirmed buyer goes on to pay.
   * `invited`: registered on a team invitation, the account joins a team and starts no free
   * trial, so the mail does not announce one.
   */
  async verification(
    origin: string,
    to: Recipient & { id: number },
    db: Database = this.db,
    { planId, invited = false }: { planId?: string; invited?: boolean } = {},
  ): Promise<void> {
    const token = await this.newToken(db, to.id, 'verify');
    const plan = planId ? `?${new URLSearchParams({ plan_id: planId })}` : '';
    const link = siteLink(origin, to.language, tokenLinkPath('/app/verify', [token]), plan);
    const { verifyTokenTtlSeconds, trialDays } = this.config;
    await this.queue(db, { ...to, confirmed: false }, 'verify', {
      kind: 'verify',
      link,
      notes: (t) => [
        t('verify.lifetime', { lifetime: mailDuration(verifyTokenTtlSeconds, to.language) }),
        ...(invited ? [] : [t('verify.trial', { trialDays })]),
        t('verify.ignore'),
      ],
    });
  }

  async passwordReset(
    origin: string,
    to: Recipient & { id: number },
    from?: string,
  ): Promise<void> {
    const token = await this.newToken(this.db, to.id, 'reset');
    const query = from ? `?${new URLSearchParams({ from })}` : '';
    const path = tokenLinkPath('/reset-password', [to.email, token]);
    const link = siteLink(origin, to.language, path, query);
    const ttl = this.config.resetTokenTtlSeconds;
    await this.queue(this.db, to, 'reset', {
      kind: 'reset',
      link,
      notes: (t) => [
        t('reset.lifetime', { lifetime: mailDuration(ttl, to.language) }),
        t('reset.ignore'),
      ],
    });
  }

  async invitation(
    origin: string,
    to: Recipient,
    invite: { code: string; kind: InvitationKind; expiresAt: Date; accountExists: boolean },
  ): Promise<string> {
    const link = invitationLink(origin, to.language, { ...invite, email: to.email });
    const superAdmin = invite.kind === 'super-admin';
    const expires = mailDate(invite.expiresAt, to.language);
    await this.queue(this.db, to, superAdmin ? 'super-admin-invitation' : 'invitation', {
      kind: superAdmin ? 'superAdmin' : 'invitation',
      link,
      notes: (t) => [t('invitation.expires', { expires })],
    });
    return link;
  }
}

/**
 * The site reads expiresAt (and exists=true for an existing account) from the query. The invited
 * address, when there is one, fills in the form of a team invitation to register on, and names
 * the account to use: signed in as another one, the page offers to sign out and continue as it.
 */
export function invitationLink(
  origin: string,
  language: Language,
  invite: {
    code: string;
    kind: InvitationKind;
    expiresAt: Date;
    accountExists: boolean;
    email?: string | null;
  },
): string {
  const query = new URLSearchParams({ expiresAt: invite.expiresAt.toISOString() });
  if (invite.kind === 'team' && invite.accountExists) query.set('exists', 'true');
  if (invite.email) query.set('email', invite.email);
  const shell = invite.kind === 'super-admin' ? '/invite-super-admin' : '/invitation';
  return siteLink(origin, language, tokenLinkPath(shell, [invite.code]), `?${query}`);
}
