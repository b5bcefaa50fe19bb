// The component form of lib/lazy.ts: a component that loads with its module the first time it
// renders (React.lazy, which asks for the module once; the nearest Suspense shows meanwhile). A
// module that cannot be fetched fails as lazyModule's network failure, caught by the island's
// ErrorBoundary.
import { lazy, type ComponentType } from 'react';
import { lazyModule } from '../../lib/lazy';

/** The component exported as `name` by `importer`'s module, loaded when first rendered. */
export const lazyComponent = <P extends object, K extends string>(
  importer: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) =>
  lazy(() =>
    lazyModule(importer)
      .load()
      .then((module) => ({ default: module[name] })),
  );
