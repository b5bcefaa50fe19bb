// Vite plugin: `import()` in the browser build loads just the chunk it names.
//
// Vite wraps every dynamic import in its preload helper (`__vitePreload`), which fetches the
// chunk's own imports alongside it and injects stylesheets; about 0.7 KB gzip in every page
// bundle, with a list of file names per import. Here nothing needs it: the stylesheet is inline
// (build.inlineStylesheets), and what a lazy chunk imports is either already on the page (React,
// `core`) or loaded on first input, long before the submit that needs it (lib/lazy.ts). So
// `build.modulePreload` is off and the helper is the plain call; tests/build/budgets.test.ts
// checks that no page ships the helper.
import type { Plugin } from 'vite';

/** Vite's id for the module that defines `__vitePreload`. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** The Vite plugin that turns Vite's dependency preloading off for the browser build. */
export function plainDynamicImportPlugin(): Plugin {
  return {
    name: 'account-web:plain-dynamic-import',
    enforce: 'pre',
    configEnvironment: (name) =>
      name === 'client' ? { build: { modulePreload: false } } : undefined,
    resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
  };
}
