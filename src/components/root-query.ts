// Root query parameters of every interactive page (spec section 2): `from` and `redirectId` are
// kept for the session when present; `language` itself is applied by the boot script.
import { rootContextFromQuery, storeRootContext } from '../lib/root-query';

/** Stores the root context of the current URL's query. */
export function applyRootQuery(): void {
  storeRootContext(rootContextFromQuery(new URLSearchParams(location.search)));
}
