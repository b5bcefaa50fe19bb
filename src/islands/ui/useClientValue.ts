import { useEffect, useState } from 'react';

/**
 * A value only the browser knows (the path, the query, navigation state): `serverValue` while
 * prerendering and hydrating, then `read()` once mounted. Reading it during render would make the
 * hydrated markup differ from the prerendered HTML.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  const [value, setValue] = useState<T>(serverValue);
  // `read` runs once: the values it reads do not change while the page is shown.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setValue(() => read()), []);
  return value;
}
