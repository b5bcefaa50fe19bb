/**
 * The only way a plan becomes active: a payment its provider confirmed, handled once per event id,
 * and refused unless it names the checkout's provider, account, plan, amount and currency.
 */
import { quotePlan } from '../catalog.ts';
import type { CheckoutSessionRow, ConfirmOutcome } from '../db/checkout.ts';
import type { Database } from '../db/index.ts';
import { customerId, expectedCharge, type ConfirmedPayment } from './provider.ts';

/** What in `payment` does not match `session`, or null. */
function mismatch(session: CheckoutSessionRow, provider: string, payment: ConfirmedPayment) {
  const quote = quotePlan(session.planId);
  if (session.provider !== provider) return 'provider';
  if (payment.customer !== customerId(session.userId)) return 'account';
  if (!quote || payment.planId !== session.planId) return 'plan';
  const expected = expectedCharge(quote);
  if (payment.currency.toLowerCase() !== expected.currency) return 'currency';
  if (payment.amount !== expected.amount) return 'amount';
  return null;
}

export function confirmer(db: Database, provider: string) {
  return (payment: ConfirmedPayment): Promise<ConfirmOutcome> =>
    db.checkout.confirm(payment.eventId, provider, payment.checkoutId, (session) =>
      mismatch(session, provider, payment),
    );
}
