import { useEffect, useEffectEvent, useState } from 'react';
import type { LazyModule } from '../../lib/lazy';
import { useClientValue } from './useClientValue';

/**
 * What `read` takes from a module that loads only when `needed()` says so once hydrated (a rare
 * arrival state: most visits never fetch it). `fallback` while prerendering, when not needed, or
 * when the module cannot load (the page works without it); undefined while it loads.
 */
export function useOnDemand<M, T>(
  module: LazyModule<M>,
  needed: () => boolean,
  read: (loaded: M) => T,
  fallback: T,
): T | undefined {
  const wanted = useClientValue(needed, false);
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const readLoaded = useEffectEvent(read);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    module.load().then(
      (m) => live && setLoaded({ value: readLoaded(m) }),
      () => live && setLoaded({ value: fallback }),
    );
    return () => {
      live = false;
    };
  }, [wanted, module, fallback]);
  if (!wanted) return fallback;
  return loaded ? loaded.value : undefined;
}
