// Code a page needs only later (the API client on the first request, a form's submit path once
// the user starts filling it in) loads through import() instead of with the page: that keeps it
// out of the JavaScript a page needs to become interactive (tests/build/budgets.test.ts). The one
// way to load code later: a module through lazyModule, a component through its component form
// (islands/ui/lazyComponent.ts, React.lazy over it).

import { NetworkError } from './api/error-kinds';

/** A module loaded on demand: `load()` waits for it, `preload()` starts it early. */
export interface LazyModule<M> {
  load: () => Promise<M>;
  preload: () => void;
}

/**
 * Loads `importer`'s module once, on the first `load()` or `preload()`. A module that cannot be
 * fetched (offline, a deploy replaced it) is a network failure, and the next call tries again.
 */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loading: Promise<M> | null = null;
  const load = () =>
    (loading ??= importer().catch((cause: unknown) => {
      loading = null;
      throw new NetworkError({ cause });
    }));
  return {
    load,
    preload: () => {
      // A failed early load is reported by the load() that needs the module.
      load().catch(() => undefined);
    },
  };
}
