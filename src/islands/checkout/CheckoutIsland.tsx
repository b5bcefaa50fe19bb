// /subscribe: a spinner while the checkout is created, then the checkout frame, 600 px high, across
// the whole card; once the frame reports the payment, the next step above it. A plan already held
// shows that it is active with the next step; a start that failed says why, with a retry and the
// way back to the plans.
import { useRef } from 'react';
import { Button, ButtonLink } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { FormAlert } from '../ui/FormAlert';
import { LoadingStatus } from '../ui/LoadingStatus';
import { CheckoutDone } from './CheckoutDone';
import type { CheckoutStrings } from './strings';
import { useCheckout } from './useCheckout';
import { usePaidMessage } from './usePaidMessage';

/** Height of the checkout frame (spec section 9). */
const CHECKOUT_FRAME_HEIGHT = 600;

interface Props {
  strings: CheckoutStrings;
  /** The plans in the page's language. */
  links: { pricing: string };
}

export function CheckoutIsland(props: Props) {
  return (
    <ErrorBoundary strings={props.strings}>
      <Checkout {...props} />
    </ErrorBoundary>
  );
}

function Checkout({ strings, links }: Props) {
  const { view, retry } = useCheckout();
  const frame = useRef<HTMLIFrameElement>(null);
  const paid = usePaidMessage(frame, view.status === 'ready' ? view.url : null);
  if (view.status === 'loading') return <LoadingStatus label={strings['checkout.loading']} />;
  if (view.status === 'active') return <CheckoutDone strings={strings} />;
  if (view.status === 'failed') {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert message={strings[view.messageKey]} />
        <Button type="button" onClick={retry}>
          {strings['common.boundary.retry']}
        </Button>
        <ButtonLink href={links.pricing} variant="secondary">
          {strings['checkout.backToPlans']}
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      {paid && <CheckoutDone strings={strings} />}
      <iframe
        ref={frame}
        src={view.url}
        title={strings['checkout.frameTitle']}
        height={CHECKOUT_FRAME_HEIGHT}
        style={{ height: CHECKOUT_FRAME_HEIGHT }}
        className="block w-full rounded-xl border-0 bg-surface"
        allow="payment"
        referrerPolicy="no-referrer"
      />
    </>
  );
}
