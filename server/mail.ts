import type { Language } from './catalog.ts';
import type { Config } from './config.ts';
import { randomToken, sha256 } from './crypto.ts';
import { MAIL_TEXTS, mailDate } from './mail-texts.ts';
import type { Database, EmailTokenKind, InvitationKind } from './db/index.ts';

/** A site route in the account's language: English has no prefix, the others `/fr/…`. */
const siteLink = (origin: string, language: Language, path: string) =>
  `${origin}${language === 'en' ? '' : `/${language}`}${path}`;

interface Recipient {
  email: string;
  id?: number;
  language: Language;
  firstName?: string;
}

/** Writes the emails the product sends into the outbox the dev mailbox shows. */
export class Mailer {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
  ) {}

  /** A single-use token for an account's email link; only its hash is stored. */
  private async newToken(userId: number, kind: EmailTokenKind): Promise<string> {
    const token = randomToken();
    const ttl =
      kind === 'reset' ? this.config.resetTokenTtlSeconds : this.config.verifyTokenTtlSeconds;
    await this.db.tokens.insertEmail(
      sha256(token),
      userId,
      kind,
      new Date(this.db.clock.now().getTime() + ttl * 1000),
    );
    return token;
  }

  async verification(origin: string, to: Recipient & { id: number }): Promise<void> {
    const token = await this.newToken(to.id, 'verify');
    const link = siteLink(origin, to.language, `/app/verify/${encodeURIComponent(token)}`);
    const texts = MAIL_TEXTS[to.language];
    await this.db.outbox.insert({
      to: to.email,
      kind: 'verify',
      subject: texts.verify.subject,
      text: `${texts.greeting(to.firstName)}\n\n${texts.verify.body(link)}`,
      links: [link],
    });
  }

  async passwordReset(
    origin: string,
    to: Recipient & { id: number },
    from?: string,
  ): Promise<void> {
    const token = await this.newToken(to.id, 'reset');
    const query = from ? `?${new URLSearchParams({ from })}` : '';
    const path = `/reset-password/${encodeURIComponent(to.email)}/${encodeURIComponent(token)}${query}`;
    const link = siteLink(origin, to.language, path);
    const texts = MAIL_TEXTS[to.language];
    await this.db.outbox.insert({
      to: to.email,
      kind: 'reset',
      subject: texts.reset.subject,
      text: `${texts.greeting(to.firstName)}\n\n${texts.reset.body(link)}`,
      links: [link],
    });
  }

  async invitation(
    origin: string,
    to: Recipient,
    invite: { code: string; kind: InvitationKind; expiresAt: Date; accountExists: boolean },
  ): Promise<string> {
    const link = invitationLink(origin, to.language, invite);
    const superAdmin = invite.kind === 'super-admin';
    const texts = MAIL_TEXTS[to.language];
    const kind = superAdmin ? texts.superAdminInvitation : texts.invitation;
    const expires = mailDate(invite.expiresAt, to.language);
    await this.db.outbox.insert({
      to: to.email,
      kind: superAdmin ? 'super-admin-invitation' : 'invitation',
      subject: kind.subject,
      text: `${texts.greeting(to.firstName)}\n\n${kind.intro}\n${texts.invitationAccept(link, expires)}`,
      links: [link],
    });
    return link;
  }
}

/** The site reads expiresAt (and exists=true for an existing account) from the query. */
export function invitationLink(
  origin: string,
  language: Language,
  invite: { code: string; kind: InvitationKind; expiresAt: Date; accountExists: boolean },
): string {
  const code = encodeURIComponent(invite.code);
  const query = new URLSearchParams({ expiresAt: invite.expiresAt.toISOString() });
  if (invite.kind === 'super-admin') {
    return siteLink(origin, language, `/invite-super-admin/${code}?${query}`);
  }
  if (invite.accountExists) query.set('exists', 'true');
  return siteLink(origin, language, `/invitation/${code}?${query}`);
}
