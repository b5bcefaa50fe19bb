// The browser page a component test runs in: happy-dom's window pointed at a real local API
// server (tests/unit/support/http-server), so islands call the API at its configured same-origin
// path `/api` exactly as on the site. Navigation only changes the URL (no page load), so a test
// reads where an island sent the user from `location`.
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTranslator, pickStrings, type TranslationKey } from '../../../src/lib/i18n';
import { $drafts } from '../../../src/lib/stores/drafts';
import { $sessionContext } from '../../../src/lib/stores/session';
import { $tokenInfo } from '../../../src/lib/stores/tokenInfo';
import { $userInfo } from '../../../src/lib/stores/userInfo';
import { startTestServer, type TestServer } from '../../unit/support/http-server';

export { sendJson } from '../../unit/support/http-server';

interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

/** The English strings an island receives for `keys`, as a page hands them over. */
export function englishStrings<K extends TranslationKey>(keys: readonly K[]): Record<K, string> {
  return pickStrings(createTranslator('en'), keys);
}

/** Points the page at `path` on the test server's origin (the URL a user opened). */
export function openPage(server: TestServer, path: string): void {
  const origin = new URL(server.baseUrl).origin;
  (window as unknown as HappyDomWindow).happyDOM.setURL(origin + path);
}

/** A promise with its resolve handle: lets a test hold an API answer until it has looked. */
export function deferred(): { promise: Promise<void>; release: () => void } {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/**
 * Starts one API server for the file, opens `path` before each test and leaves a clean page,
 * storage and stores after it. Returns a getter: the server exists once beforeAll has run.
 */
export function usePage(path: string): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  beforeEach(() => {
    openPage(server!, path);
  });
  afterEach(() => {
    cleanup();
    server!.requests.length = 0;
    $tokenInfo.set(null);
    $userInfo.set(null);
    $drafts.set({});
    $sessionContext.set({ pendingRedirect: null, from: null, redirectId: null });
    sessionStorage.clear();
    localStorage.clear();
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => server!;
}
