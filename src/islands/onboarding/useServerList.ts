// Loads a server list once the session is confirmed; null while loading. The API modules already
// turn every failure into an empty list (spec section 8), so there is no error state here.
import { useEffect, useEffectEvent, useState } from 'react';

export function useServerList<T>(load: () => Promise<T[]>, enabled: boolean): T[] | null {
  const [items, setItems] = useState<T[] | null>(null);
  // Loads with the `load` of the render that enabled it: a new function identity is no reason to
  // load again.
  const loadList = useEffectEvent(load);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void loadList().then((list) => {
      if (current) setItems(list);
    });
    return () => {
      current = false;
    };
  }, [enabled]);
  return items;
}
