// Unit and component files share a worker (`isolate: false`, vitest.config.ts): this runs after
// each file so that nothing it stubbed, mocked, stored or rendered reaches the next one.
import { afterAll, vi } from 'vitest';

afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // The next file imports the project's modules afresh: a store's value or a module imported
  // under vi.doMock stays with the file that made it.
  vi.resetModules();
  if (typeof document === 'object') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    document.body.replaceChildren();
    localStorage.clear();
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  }
});
