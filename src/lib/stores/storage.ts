// The one door to localStorage/sessionStorage. Never throws: without a window (SSR, node), in
// private mode or with a full quota it quietly does nothing; corrupt or foreign JSON is discarded.

import { atom, type WritableAtom } from 'nanostores';

type StorageArea = 'local' | 'session';

/**
 * All keys written by this site start with this prefix, so foreign keys are never touched. The
 * inline scripts before first paint (components/BootScript.astro) get it from here.
 */
export const STORAGE_PREFIX = 'account.';

function storageOf(area: StorageArea): Storage | null {
  try {
    // Missing where there is no Web Storage at all (the build's prerendering in Node).
    const scope: Partial<Pick<typeof globalThis, 'localStorage' | 'sessionStorage'>> = globalThis;
    return (area === 'local' ? scope.localStorage : scope.sessionStorage) ?? null;
  } catch {
    // Some browsers throw on the mere access when storage is disabled.
    return null;
  }
}

/** Reads and parses a JSON value; null when absent, unreadable or not JSON (the bad value is removed). */
export function readJson(area: StorageArea, key: string): unknown {
  const storage = storageOf(area);
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_PREFIX + key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    removeKey(area, key);
    return null;
  }
}

/** Writes a value as JSON; returns false when storage is unavailable or full. */
export function writeJson(area: StorageArea, key: string, value: unknown): boolean {
  const storage = storageOf(area);
  if (!storage) return false;
  try {
    storage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Removes a key; silently ignores unavailable storage. */
export function removeKey(area: StorageArea, key: string): void {
  try {
    storageOf(area)?.removeItem(STORAGE_PREFIX + key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

/**
 * An atom whose value is loaded from storage at creation and written back on every change.
 * `decode` validates what was stored: returning undefined discards the stored value (it is removed)
 * and the atom starts at `initial`. Setting the atom back to (a value equal to) `initial` removes the key.
 */
export function persistentAtom<T>(
  area: StorageArea,
  key: string,
  initial: T,
  decode: (stored: unknown) => T | undefined,
): WritableAtom<T> {
  const stored = readJson(area, key);
  let start = initial;
  if (stored !== null) {
    const decoded = decode(stored);
    if (decoded === undefined) removeKey(area, key);
    else start = decoded;
  }
  const store = atom<T>(start);
  const initialJson = JSON.stringify(initial);
  store.listen((value) => {
    // Back at the initial value (e.g. after expireSession) nothing needs to stay in storage.
    if (JSON.stringify(value) === initialJson) removeKey(area, key);
    else writeJson(area, key, value);
  });
  return store;
}
