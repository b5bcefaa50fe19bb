import type { PlanQuote } from '../catalog.ts';
import { escapeHtml, htmlPage } from './html.ts';

const SYMBOLS = { usd: '$', eur: '€', gbp: '£' } as const;

const CSS = `
  main { max-width: 460px; margin: 0 auto; padding: 2rem 1.25rem; min-height: 100vh;
         display: flex; flex-direction: column; justify-content: center; }
  .card { background: #fff; border-radius: 16px; padding: 1.75rem;
          box-shadow: 0 6px 24px rgba(31,31,36,.08); }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; margin: 1.25rem 0; }
  dt { color: var(--muted); } dd { margin: 0; text-align: right; font-weight: 600; }
  .price { font-size: 2.25rem; font-weight: 800; margin: .25rem 0 0; }
  .paid { text-align: center; }
  .check { width: 64px; height: 64px; margin: 0 auto 1rem; border-radius: 50%;
           background: #2e9e5b; color: #fff; font-size: 2rem; line-height: 64px; }
  form { margin-top: 1.25rem; text-align: center; } button { width: 100%; }`;

const money = (q: PlanQuote, amount: number) => `${SYMBOLS[q.currency]}${amount}`;

/**
 * How the paid page reports success to the site around it, as a provider's embedded checkout
 * does: one message, `{ type: 'checkout:paid' }`, posted to the site's exact origin only (never
 * '*'), so the site can show the next step (src/islands/checkout).
 */
function paidMessageScript(siteOrigin: string): string {
  // JSON of an origin holds no '<', but escape it anyway: this lands inside a script element.
  const target = JSON.stringify(siteOrigin).replace(/</g, '\\u003c');
  return `<script>if (parent !== window) parent.postMessage({ type: 'checkout:paid' }, ${target});</script>`;
}

/**
 * The local stand-in for the payment provider's hosted checkout, shown in the site's iframe; once
 * paid it tells the site at `siteOrigin`.
 */
export function checkoutPage(
  quote: PlanQuote,
  paid: boolean,
  siteOrigin: string,
  local = true,
): string {
  const period = quote.period === 'yearly' ? 'Yearly' : 'Monthly';
  const total =
    quote.period === 'yearly'
      ? `${money(quote, quote.monthlyPrice * 12)} per zone, billed yearly`
      : `${money(quote, quote.monthlyPrice)} per zone, billed monthly`;
  const body = paid
    ? `<div class="card paid" role="status">
         <div class="check" aria-hidden="true">✓</div>
         <h1>Payment received</h1>
         <p>Your ${escapeHtml(quote.name)} plan is active. Thank you!</p>
         ${local ? '<p class="muted">This was the local test checkout: no money was charged.</p>' : ''}
       </div>
       ${paidMessageScript(siteOrigin)}`
    : `<div class="card">
         <p class="muted">Test checkout</p>
         <h1>${escapeHtml(quote.name)} plan</h1>
         <p class="price">${money(quote, quote.monthlyPrice)}<span class="muted"> per zone /month</span></p>
         <dl>
           <dt>Plan</dt><dd>${escapeHtml(quote.name)}</dd>
           <dt>Billing period</dt><dd>${period}</dd>
           <dt>Currency</dt><dd>${quote.currency.toUpperCase()}</dd>
           <dt>Total</dt><dd>${total}</dd>
         </dl>
         <form method="post"><button type="submit">Pay ${total.split(' ')[0]}</button></form>
         <p class="muted">Local test page: no card needed, nothing is charged.</p>
       </div>`;
  return htmlPage(`Checkout – ${quote.name}`, `<main>${body}</main>`, CSS);
}

/**
 * Back from the provider's page before its confirmation arrived: says so and looks again every
 * few seconds (no script: the page's policy allows none but the paid message).
 */
export function confirmingPage(quote: PlanQuote): string {
  return htmlPage(
    `Checkout – ${quote.name}`,
    `<meta http-equiv="refresh" content="3">
     <main><div class="card paid" role="status"><h1>Confirming your payment…</h1>
     <p>Your ${escapeHtml(quote.name)} plan starts as soon as the payment is confirmed.</p>
     <p class="muted">This page updates by itself.</p></div></main>`,
    CSS,
  );
}

export function checkoutNotFoundPage(): string {
  return htmlPage(
    'Checkout not found',
    `<main><div class="card"><h1>Checkout not found</h1>
     <p>This checkout link is unknown. Please start again from the pricing page.</p></div></main>`,
    CSS,
  );
}
