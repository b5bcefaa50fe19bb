/**
 * The one interface billing goes through: the local test page (local.ts, `npm start` and tests)
 * or Chargebee hosted pages (chargebee.ts). A provider makes the page the site frames and turns
 * its own proof of a payment into a ConfirmedPayment; confirm.ts alone decides what it activates.
 */
import type { Hono } from 'hono';
import type { PlanQuote } from '../catalog.ts';
import type { CheckoutSessionRow, ConfirmOutcome } from '../db/checkout.ts';
import type { AppEnv } from '../sessions.ts';

/** One checkout attempt to make a payment page for. */
export interface CheckoutAttempt {
  /** The checkout's id: the provider's subscription id, so its events name the checkout. */
  id: string;
  accountId: number;
  email: string;
  quote: PlanQuote;
  /** Where the provider's page returns once paid: this API's page of the checkout. */
  returnUrl: string;
}

export interface HostedPage {
  /** The page's address (framed by /subscribe through this API's checkout page). */
  url: string;
  expiresAt: Date;
}

/** A payment as the provider confirmed it (authenticated, read back from the provider). */
export interface ConfirmedPayment {
  eventId: string;
  checkoutId: string;
  /** The provider's customer id: `customerId(account)`. */
  customer: string;
  planId: string;
  /** In minor units (cents) per zone and billing period. */
  amount: number;
  /** ISO 4217, any case. */
  currency: string;
}

/**
 * An open checkout's page: the local Pay form; the provider's page; or, back from it before its
 * confirmation arrived, "confirming your payment" (reloading itself).
 */
export type OpenView =
  { kind: 'form' } | { kind: 'confirming' } | { kind: 'redirect'; url: string };

export type Confirm = (payment: ConfirmedPayment) => Promise<ConfirmOutcome>;

export interface BillingProvider {
  readonly name: 'local' | 'chargebee';
  /** Creates the payment page of one attempt; throws ProviderUnavailableError when it cannot. */
  createPage(attempt: CheckoutAttempt): Promise<HostedPage>;
  /** What this API's page of an open checkout shows (`query`: the page's query string). */
  openView(session: CheckoutSessionRow, query: URLSearchParams): OpenView;
  /** The provider's own routes: where its proof of a payment arrives. */
  routes(confirm: Confirm): Hono<AppEnv>;
}

/** The provider did not answer, answered 5xx or took too long: no page, no plan. */
export class ProviderUnavailableError extends Error {}

/** The customer id an account has at the provider. */
export const customerId = (accountId: number) => `account-${accountId}`;

/** What a plan costs per zone and billing period, in minor units (the catalog is per month). */
export function expectedCharge(quote: PlanQuote): { amount: number; currency: string } {
  const months = quote.period === 'yearly' ? 12 : 1;
  return { amount: quote.monthlyPrice * months * 100, currency: quote.currency };
}
