/**
 * The local stand-in of a payment provider (`npm start`, tests; NODE_ENV=production refuses it):
 * this API's checkout page with a Pay button that confirms the payment itself, nothing charged.
 * Its Pay post is the only anonymous request that activates a plan, and only in this mode.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../sessions.ts';
import type { Database } from '../db/index.ts';
import { quotePlan } from '../catalog.ts';
import {
  customerId,
  expectedCharge,
  type BillingProvider,
  type CheckoutAttempt,
  type Confirm,
  type HostedPage,
  type OpenView,
} from './provider.ts';

/** How long a local checkout stays open (the hourly purge deletes it a day after it opened). */
const OPEN_MS = 24 * 3_600_000;

export class LocalCheckout implements BillingProvider {
  readonly name = 'local';

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  createPage(attempt: CheckoutAttempt): Promise<HostedPage> {
    return Promise.resolve({
      url: attempt.returnUrl,
      expiresAt: new Date(this.now().getTime() + OPEN_MS),
    });
  }

  openView(): OpenView {
    return { kind: 'form' };
  }

  routes(confirm: Confirm) {
    const app = new Hono<AppEnv>();
    // The Pay button is a plain form post (no script inside the frame); it pays exactly what the
    // checkout asks, once (the event id is the checkout's), then shows the page again (a reload
    // after paying gets the page, never a second post).
    app.post('/checkout-page/:id', async (c) => {
      const session = await this.db.checkout.find(c.req.param('id'));
      const quote = session && quotePlan(session.planId);
      if (session && quote && session.provider === this.name) {
        await confirm({
          eventId: `local-${session.id}`,
          checkoutId: session.id,
          customer: customerId(session.userId),
          planId: session.planId,
          ...expectedCharge(quote),
        });
      }
      // Relative: resolved against the address the browser used (a proxy's, not this server's).
      return c.redirect(encodeURIComponent(c.req.param('id')), 303);
    });
    return app;
  }
}
