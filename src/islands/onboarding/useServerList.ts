// Loads a server list once the session is confirmed; null while loading. The API modules already
// turn every failure into an empty list (spec section 8), so there is no error state here.
import { useEffect, useState } from 'react';

export function useServerList<T>(load: () => Promise<T[]>, enabled: boolean): T[] | null {
  const [items, setItems] = useState<T[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void load().then((list) => {
      if (current) setItems(list);
    });
    return () => {
      current = false;
    };
    // `load` is a module function of the API layer: constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
  return items;
}
