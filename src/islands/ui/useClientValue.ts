import { useState, useSyncExternalStore } from 'react';

/** The values read here do not change while the page is shown: there is nothing to subscribe to. */
function subscribeToNothing(): () => void {
  return () => undefined;
}

/**
 * A value only the browser knows (the path, the query, navigation state): `serverValue` while
 * prerendering and hydrating, then `read()` once mounted. Reading it during render would make the
 * hydrated markup differ from the prerendered HTML.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  // `read` runs once (some reads take the value, e.g. navigation state handed to this page): the
  // snapshot caches its first result for the life of the component.
  const [readOnce] = useState(() => {
    let first: { value: T } | undefined;
    return () => (first ??= { value: read() }).value;
  });
  return useSyncExternalStore(subscribeToNothing, readOnce, () => serverValue);
}
