// The checkout entry of spec section 4. Reads plan_id and token once, removes the token from the
// visible URL (it must not stay in the history), then either creates the checkout (with the link's
// token, else the session) or leaves: plan_id alone → /signin, no plan_id or a failed checkout → /.
// Only an unreachable or silent server keeps the user here, with a message and a retry: a network
// hiccup is not a reason to throw the user back to the start.
import { useEffect, useRef, useState } from 'react';
import { createCheckout } from '../../lib/api/billing';
import { isSessionExpiredError } from '../../lib/api/errors';
import { failureKey } from '../../lib/messages';
import { type Destination } from '../../lib/navigation';
import {
  CHECKOUT_FAILURE_DESTINATION,
  checkoutEntry,
  type CheckoutEntry,
} from '../../lib/destinations';
import { CHECKOUT_QUERY } from '../../lib/routes';
import { $tokenInfo } from '../../lib/stores/tokenInfo';
import { replaceDestination } from '../../lib/navigation/replace';

type CheckoutView =
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'unreachable'; messageKey: 'errors.network' | 'errors.timeout' };

/** Reads the query and forgets the token in the address bar. */
function readEntry(): CheckoutEntry {
  const url = new URL(location.href);
  const planId = url.searchParams.get(CHECKOUT_QUERY.planId);
  const token = url.searchParams.get(CHECKOUT_QUERY.token) || null;
  if (url.searchParams.has(CHECKOUT_QUERY.token)) {
    url.searchParams.delete(CHECKOUT_QUERY.token);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  return checkoutEntry({ planId, token, hasSession: $tokenInfo.get() !== null });
}

function signInForCheckout(planId: string): Destination {
  const entry = checkoutEntry({ planId, token: null, hasSession: false });
  return entry.kind === 'create' ? CHECKOUT_FAILURE_DESTINATION : entry;
}

/** The checkout view and a retry for when the server could not be reached. */
export function useCheckout(): { view: CheckoutView; retry: () => void } {
  const [view, setView] = useState<CheckoutView>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const entry = useRef<CheckoutEntry | null>(null);

  useEffect(() => {
    entry.current ??= readEntry();
    const current = entry.current;
    if (current.kind !== 'create') {
      replaceDestination(current);
      return;
    }
    let live = true;
    createCheckout(current.planId, current.token).then(
      ({ url }) => live && setView({ status: 'ready', url }),
      (error: unknown) => {
        if (!live) return;
        console.error('Checkout failed:', error instanceof Error ? error.message : 'unknown error');
        const unreachable = failureKey(error, null, ['errors.network', 'errors.timeout'] as const);
        if (unreachable) {
          setView({ status: 'unreachable', messageKey: unreachable });
        } else if (isSessionExpiredError(error) && current.token === null) {
          // The stored session ended: signing in again brings the user back to this plan.
          replaceDestination(signInForCheckout(current.planId));
        } else {
          replaceDestination(CHECKOUT_FAILURE_DESTINATION);
        }
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = () => {
    setView({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { view, retry };
}
