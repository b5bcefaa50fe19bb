// The stores as a page sees them: loaded fresh from what storage holds (install storage first,
// see memory-storage.ts).
import { vi } from 'vitest';

/** Every store module of the site, as one object. */
async function importStores() {
  const modules = await Promise.all([
    import('../../../src/lib/stores/drafts'),
    import('../../../src/lib/stores/language'),
    import('../../../src/lib/stores/onboarding'),
    import('../../../src/lib/stores/session'),
    import('../../../src/lib/stores/theme'),
    import('../../../src/lib/stores/tokenInfo'),
    import('../../../src/lib/stores/userInfo'),
  ]);
  const [drafts, language, onboarding, session, theme, tokenInfo, userInfo] = modules;
  return { ...drafts, ...language, ...onboarding, ...session, ...theme, ...tokenInfo, ...userInfo };
}

type Stores = Awaited<ReturnType<typeof importStores>>;

/** Imports the stores as a freshly loaded page would (module state gone, storage kept). */
export async function reloadStores(): Promise<Stores> {
  vi.resetModules();
  return importStores();
}

/** Stores `value` as JSON under the site's `key`, then loads the stores as the next page would. */
export function reloadStoresWith(
  area: 'local' | 'session',
  key: string,
  value: unknown,
): Promise<Stores> {
  storageArea(area).setItem(`account.${key}`, JSON.stringify(value));
  return reloadStores();
}

/** The raw text stored under the site's `key`, or null. */
export function storedText(area: 'local' | 'session', key: string): string | null {
  return storageArea(area).getItem(`account.${key}`);
}

/**
 * The language choice the next page's boot script follows (components/boot-script.js reads the
 * JSON under `account.language` in localStorage), or null without one or without storage.
 */
export function storedLanguageChoice(): unknown {
  if (!('localStorage' in globalThis)) return null;
  const raw = storedText('local', 'language');
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

function storageArea(area: 'local' | 'session'): Storage {
  return area === 'local' ? localStorage : sessionStorage;
}
