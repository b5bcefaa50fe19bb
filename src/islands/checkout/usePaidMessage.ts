import { useEffect, useState, type RefObject } from 'react';

/** What the checkout page posts once paid (server/pages/checkout.ts for the local one). */
const PAID_MESSAGE = 'checkout:paid';

/**
 * True once the checkout frame reported the payment. Only a message from that very frame (its
 * window) and from the origin of the checkout URL the API returned counts: another window or
 * origin cannot make the page claim a payment.
 */
export function usePaidMessage(
  frame: RefObject<HTMLIFrameElement | null>,
  checkoutUrl: string | null,
): boolean {
  const [paid, setPaid] = useState(false);
  useEffect(() => {
    if (!checkoutUrl) return;
    const origin = new URL(checkoutUrl, location.href).origin;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (
        event.origin === origin &&
        event.source !== null &&
        event.source === frame.current?.contentWindow &&
        typeof data === 'object' &&
        data !== null &&
        (data as { type?: unknown }).type === PAID_MESSAGE
      ) {
        setPaid(true);
      }
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [frame, checkoutUrl]);
  return paid;
}
