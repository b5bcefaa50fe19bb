// An invitation that needs a session of the invited account (Super Admin invitations, and team
// invitations to an existing account) sends a visitor without one to sign in, or to register
// first: the invitation's link waits here, and the next sign-in in this browser comes back to it,
// where it is accepted on load. Kept in localStorage for a day, so registering and confirming the
// email (in another tab, from the email) on the way still comes back; taken once.

import { isRecord } from './api/guards';
import { stripLanguage } from './i18n/languages';
import type { Destination } from './navigation';
import { readJson, removeKey, writeJson } from './stores/storage';

const KEY = 'pendingInvitation';
const LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Only invitation pages of this site: never a way to send a sign-in anywhere else. */
const isInvitationPath = (
  path: string,
): path is `${'/invitation' | '/invite-super-admin'}/${string}` =>
  ['/invitation', '/invite-super-admin'].some((route) => path.startsWith(`${route}/`));

/** Remembers the invitation page `where` (the current one) to come back to after sign-in. */
export function rememberInvitation(
  where: { pathname: string; search: string },
  now: number = Date.now(),
): void {
  const path = stripLanguage(where.pathname) + where.search;
  if (isInvitationPath(path)) writeJson('local', KEY, { path, until: now + LIFETIME_MS });
}

/** The invitation page to go back to after a sign-in, taken (forgotten) on the way; else null. */
export function takePendingInvitation(now: number = Date.now()): Destination | null {
  const stored = readJson('local', KEY);
  removeKey('local', KEY);
  if (!isRecord(stored) || typeof stored.path !== 'string' || typeof stored.until !== 'number') {
    return null;
  }
  if (stored.until < now || !isInvitationPath(stored.path)) return null;
  return { kind: 'navigate', path: stored.path };
}
