// The checkout entry of spec section 4. Reads plan_id and token once, removes the token from the
// visible URL (it must not stay in the history), then either creates the checkout (with the link's
// token, else the session) or leaves: plan_id alone → /signin, no plan_id → /. A failed start
// never leaves a buyer on the trial form (docs/decisions/checkout-failures.md): the plan already
// held says so with the next step; an expired or invalid token → the checkout's sign-in, which
// comes back here; an unknown plan, a server failure or no answer is said here, with a retry.
import { useEffect, useRef, useState } from 'react';
import { createCheckout } from '../../lib/api/billing';
import {
  checkoutEntry,
  checkoutFailure,
  type CHECKOUT_FAILURE_KEYS,
  type CheckoutEntry,
} from '../../lib/destinations';
import { CHECKOUT_QUERY } from '../../lib/routes';
import { $tokenInfo } from '../../lib/stores/tokenInfo';
import { replaceDestination } from '../../lib/navigation/replace';

export type CheckoutView =
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'active' }
  | { status: 'failed'; messageKey: (typeof CHECKOUT_FAILURE_KEYS)[number] };

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

/** The checkout view and a retry for when starting it failed. */
export function useCheckout(): { view: CheckoutView; retry: () => void } {
  const [view, setView] = useState<CheckoutView>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const entry = useRef<CheckoutEntry | null>(null);

  useEffect(() => {
    entry.current ??= readEntry();
    const current = entry.current;
    if (current.kind === 'unknownPlan') {
      setView({ status: 'failed', messageKey: 'checkout.failed.plan' });
      return;
    }
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
        const failure = checkoutFailure(error, current.planId);
        if (failure.kind === 'signIn') replaceDestination(failure.destination);
        else if (failure.kind === 'active') setView({ status: 'active' });
        else setView({ status: 'failed', messageKey: failure.messageKey });
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
