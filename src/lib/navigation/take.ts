// Taking a handed state for good (moved into the history entry), apart from index.ts: only the
// few pages that take one load it, and /signin only with the arrival that has one.
import { isRecord } from '../api/guards';
import { HISTORY_STATE_KEY, readNavigationState, writeNavigationState } from './index';

/**
 * The state handed to the current page, taken once: it moves from the tab's storage into this
 * history entry, so a reload (or Back and Forward to this entry) still shows it, but a later visit
 * to the page (typed, or a link) does not show an old result.
 */
export function takeNavigationState<T>(guard: (value: unknown) => value is T): T | null {
  const handed = readNavigationState(guard);
  if (handed !== null) {
    writeNavigationState(location.pathname);
    const entry: unknown = history.state;
    history.replaceState({ ...(isRecord(entry) ? entry : {}), [HISTORY_STATE_KEY]: handed }, '');
    return handed;
  }
  const entry: unknown = history.state;
  const kept = isRecord(entry) ? entry[HISTORY_STATE_KEY] : undefined;
  return guard(kept) ? kept : null;
}
