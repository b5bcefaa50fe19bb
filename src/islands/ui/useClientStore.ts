// Reads a persisted nanostore in an island without a hydration mismatch. The stores load from
// browser storage, which the prerendered HTML cannot know: during hydration the component renders
// `serverValue` (what the HTML shows), and React re-renders with the stored value right after.
import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * The store's value, `serverValue` while prerendering and hydrating. Pass a constant (module-level)
 * `serverValue`: a new object on every render would look like a change.
 */
export function useClientStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(),
    () => serverValue,
  );
}
