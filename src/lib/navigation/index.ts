// Moving between pages of the multi-page site. navigate() (go.ts) prefixes the page language and
// hands "navigation state" to the target page via sessionStorage, keyed by the target's path
// without language: the target reads it here (as often as it likes: a reload or a language switch
// still finds it) until another navigate() replaces it. Where to go is decided in destinations.ts.

import { isRecord } from '../api/guards';
import { stripLanguage } from '../i18n/languages';
import { stripTrailingSlash, type SitePath } from '../routes';
import { readJson, removeKey, writeJson } from '../stores/storage';

/** Where to go next: a page of this site (with optional state) or an external URL. */
export type Destination =
  { kind: 'navigate'; path: SitePath; state?: unknown } | { kind: 'external'; url: string };

const NAVIGATION_STATE_KEY = 'navigationState';

/** A path without language prefix and without trailing slash (`/fr/thank-you/` → `/thank-you`). */
function normalizePath(pathname: string): string {
  return stripTrailingSlash(stripLanguage(pathname));
}

export function splitPath(path: string): { pathname: string; rest: string } {
  const cut = path.search(/[?#]/);
  return cut === -1
    ? { pathname: path, rest: '' }
    : { pathname: path.slice(0, cut), rest: path.slice(cut) };
}

/** Records the state for a target path (or forgets any state when none is given). */
export function writeNavigationState(path: string, state?: unknown): void {
  if (state === undefined) removeKey('session', NAVIGATION_STATE_KEY);
  else
    writeJson('session', NAVIGATION_STATE_KEY, {
      path: normalizePath(splitPath(path).pathname),
      state,
    });
}

/**
 * The state handed to the current page by navigate(), when it passes `guard`; null otherwise
 * (none, meant for another page, or of the wrong shape).
 */
export function readNavigationState<T>(
  guard: (value: unknown) => value is T,
  pathname: string = typeof location !== 'undefined' ? location.pathname : '/',
): T | null {
  const stored = readJson('session', NAVIGATION_STATE_KEY);
  if (!isRecord(stored) || stored.path !== normalizePath(pathname)) return null;
  return guard(stored.state) ? stored.state : null;
}

/** Where takeNavigationState (take.ts) keeps a taken state in the history entry. */
export const HISTORY_STATE_KEY = 'navigationState';

/**
 * Whether a state may wait for the current page (stored for its path, or kept in this history
 * entry): a page loads the code that reads its state only then.
 */
export function navigationStateWaiting(): boolean {
  const stored = readJson('session', NAVIGATION_STATE_KEY);
  const entry: unknown = history.state;
  return (
    (isRecord(stored) && stored.path === normalizePath(location.pathname)) ||
    (isRecord(entry) && entry[HISTORY_STATE_KEY] !== undefined)
  );
}
