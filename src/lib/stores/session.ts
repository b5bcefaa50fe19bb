// Session context of the tab ($sessionContext): the app the user came from (from: ios, android,
// loxone, electron), its redirectId, and a pending redirect kept while onboarding runs.
// Persists in sessionStorage for the tab; an expired session keeps it (expireSession()).

import type { TokenData } from '../api/types';
import { isRecord } from '../api/guards';
import { persistentAtom } from './storage';
import { $tokenInfo, setTokenInfo } from './tokenInfo';
import { $userInfo } from './userInfo';

export const PLATFORMS = ['ios', 'android', 'loxone', 'electron'] as const;

/**
 * The app context (from, redirectId) is forgotten after this long without a page load of the site
 * in the tab (components/app-context.js applies it): a sign-in much later in the same tab stays on the web.
 */
export const APP_CONTEXT_IDLE_MS = 30 * 60 * 1000;
export type Platform = (typeof PLATFORMS)[number];

/** True for a supported source platform. */
export function isPlatform(value: unknown): value is Platform {
  return (PLATFORMS as readonly unknown[]).includes(value);
}

/** Where to send the browser once onboarding is submitted (a redirectUrl and its redirectId). */
export interface PendingRedirect {
  url: string;
  id: string | null;
}

export interface SessionContext {
  pendingRedirect: PendingRedirect | null;
  from: Platform | null;
  redirectId: string | null;
}

const EMPTY_CONTEXT: SessionContext = { pendingRedirect: null, from: null, redirectId: null };

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Keeps the valid fields of a stored context; undefined when it is not an object. */
function decodeSessionContext(value: unknown): SessionContext | undefined {
  if (!isRecord(value)) return undefined;
  const pending = value.pendingRedirect;
  const url = isRecord(pending) ? nonEmptyString(pending.url) : null;
  return {
    pendingRedirect: url && isRecord(pending) ? { url, id: nonEmptyString(pending.id) } : null,
    from: isPlatform(value.from) ? value.from : null,
    redirectId: nonEmptyString(value.redirectId),
  };
}

/** Its storage key, which app-context.js gets from here (components/BootScript.astro). */
export const SESSION_CONTEXT_KEY = 'sessionContext';

/** The session context of this tab. */
export const $sessionContext = persistentAtom<SessionContext>(
  'session',
  SESSION_CONTEXT_KEY,
  EMPTY_CONTEXT,
  decodeSessionContext,
);

/** Records (or forgets, with null) the redirect to follow after onboarding. */
export function setPendingRedirect(pendingRedirect: PendingRedirect | null): void {
  $sessionContext.set({ ...$sessionContext.get(), pendingRedirect });
}

/** Records the platform the user came from and its redirectId (root query parameters). */
export function setPlatformContext(from: Platform | null, redirectId: string | null): void {
  $sessionContext.set({ ...$sessionContext.get(), from, redirectId });
}

/** Starts a session with fresh token data; user info of an earlier session is dropped. */
export function startSession(tokens: TokenData): void {
  $userInfo.set(null);
  setTokenInfo(tokens);
}

/**
 * Ends an expired session (its refresh token was refused): the token data and user info go. The
 * journey stays for the next sign-in in this tab: platform, pending redirect and onboarding
 * choices, so a user whose session ran out mid-onboarding loses nothing.
 */
export function expireSession(): void {
  $tokenInfo.set(null);
  $userInfo.set(null);
}
