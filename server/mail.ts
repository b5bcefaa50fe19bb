import type { Language } from './catalog.ts';
import type { Config } from './config.ts';
import { randomToken, sha256 } from './crypto.ts';
import type { Database, EmailTokenKind, InvitationKind } from './db.ts';

/** A site route in the account's language: English has no prefix, the others `/fr/…`. */
export const siteLink = (origin: string, language: Language, path: string) =>
  `${origin}${language === 'en' ? '' : `/${language}`}${path}`;

interface Recipient {
  email: string;
  id?: number;
  language: Language;
  firstName?: string;
}

const greeting = (to: Recipient) => (to.firstName ? `Hello ${to.firstName},` : 'Hello,');

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
    await this.db.insertEmailToken(sha256(token), userId, kind, new Date(Date.now() + ttl * 1000));
    return token;
  }

  async verification(origin: string, to: Recipient & { id: number }): Promise<void> {
    const token = await this.newToken(to.id, 'verify');
    const link = siteLink(origin, to.language, `/app/verify/${encodeURIComponent(token)}`);
    await this.db.insertMail({
      to: to.email,
      kind: 'verify',
      subject: 'Activate your account',
      text: `${greeting(to)}\n\nConfirm your email address to activate your account:\n${link}\n\nYour 30-day free trial starts now.`,
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
    await this.db.insertMail({
      to: to.email,
      kind: 'reset',
      subject: 'Reset your password',
      text: `${greeting(to)}\n\nChoose a new password with this link (valid for one hour, once):\n${link}\n\nIf you did not ask for it, ignore this email.`,
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
    await this.db.insertMail({
      to: to.email,
      kind: superAdmin ? 'super-admin-invitation' : 'invitation',
      subject: superAdmin ? 'You are invited as Super Admin' : 'You are invited to join a team',
      text: `${greeting(to)}\n\n${
        superAdmin
          ? 'You have been invited to manage an account as Super Admin.'
          : 'You have been invited to join a team on the music service.'
      }\nAccept the invitation:\n${link}\n\nThe invitation expires on ${invite.expiresAt.toUTCString()}.`,
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
