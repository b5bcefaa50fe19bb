// Account rules the routes share, out of HTTP: linking a Google identity and renewing a password
// from a reset link. Each change that writes more than one row runs in one transaction, so a
// failure half-way leaves the account as it was: never a new password with the old sessions alive,
// never a Google link on an account whose squatted password still works.
import type { Config } from './config.ts';
import type { Account, Database } from './db/index.ts';
import type { GoogleIdentity } from './google.ts';

/**
 * The account of a Google identity (by Google subject, else by email), linked and confirmed on
 * the way: Google has verified the address, which is what email confirmation proves; null when
 * there is none.
 *
 * An unconfirmed account may have been registered by anyone who typed that address: its
 * password and sessions were never proven to be the owner's, so linking drops them (no account
 * pre-hijacking). The owner signs in with Google, or sets a password through a reset link.
 */
export function findGoogleAccount(db: Database, identity: GoogleIdentity): Promise<Account | null> {
  return db.transaction(async (tx) => {
    const account =
      (await tx.accounts.findByGoogleSub(identity.sub)) ??
      (await tx.accounts.findByEmail(identity.email));
    if (!account) return null;
    if (!account.confirmed) {
      await tx.accounts.update(account.id, {
        googleSub: identity.sub,
        confirmed: true,
        passwordHash: null,
      });
      await tx.tokens.revokeAll(account.id);
      return tx.accounts.findById(account.id);
    }
    if (account.googleSub === identity.sub) return account;
    await tx.accounts.update(account.id, { googleSub: identity.sub });
    return tx.accounts.findById(account.id);
  });
}

/** When the free trial of an account created at `now` ends. */
export const trialEnd = (config: Config, now: Date) =>
  new Date(now.getTime() + config.trialDays * 86_400_000);

export type RenewalOutcome = 'renewed' | 'invalid' | 'expired' | 'no-account';

/**
 * Uses a reset link (by its token's hash) to set a new password (already hashed: hashing is slow
 * and stays outside the transaction). The link came by email, so it also proves the address; the
 * account's sessions end with the old password, and every other reset link sent before is void.
 */
export function renewPassword(
  db: Database,
  tokenHash: string,
  passwordHash: string,
): Promise<RenewalOutcome> {
  return db.transaction(async (tx) => {
    const used = await tx.tokens.consumeEmail(tokenHash, 'reset');
    if (!used) return 'invalid';
    if (used.expired) return 'expired';
    const account = await tx.accounts.findById(used.userId);
    if (!account) return 'no-account';
    await tx.accounts.update(account.id, { passwordHash, confirmed: true });
    await tx.tokens.revokeAll(account.id);
    await tx.tokens.dropEmail(account.id, 'reset');
    return 'renewed';
  });
}
