// The component form of lib/lazy.ts: a component that loads with its module the first time it
// renders (the nearest Suspense shows meanwhile). A module that cannot be fetched fails as
// lazyModule's network failure, caught by the island's ErrorBoundary, whose "Retry" renders the
// component again: load() then asks for the module again. (React.lazy is not used: it keeps a
// failed load for good, so a retry could never fetch the module.)
import { createElement, use, type ComponentType } from 'react';
import { lazyModule } from '../../lib/lazy';

/**
 * The component exported as `name` by `importer`'s module, loaded when first rendered, or
 * earlier by its `preload()` (while something it waits for is being fetched anyway).
 */
export const lazyComponent = <P extends object, K extends string>(
  importer: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => {
  const { load, preload } = lazyModule(importer);
  // load() hands out one promise while it is pending or settled, a new one after a failure.
  return Object.assign((props: P) => createElement(use(load())[name], props), { preload });
};
