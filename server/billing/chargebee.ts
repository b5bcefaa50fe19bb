/**
 * Chargebee hosted pages on Chargebee's official SDK (docs/decisions/billing-provider.md). A
 * checkout is a "checkout new for items" hosted page (full-page layout, the one Chargebee lets a
 * site frame) whose subscription id is the checkout's id. Chargebee does not sign webhooks: it
 * sends the Basic Auth credentials of its webhook settings. So a webhook counts only when those
 * match AND the event, read back by id from Chargebee's API with the secret key, confirms the
 * payment; only the event read back is trusted, never the posted body.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import Chargebee, { basicAuthValidator, type Event } from 'chargebee';
import { Hono } from 'hono';
import type { CheckoutConfig } from '../config.ts';
import type { CheckoutSessionRow } from '../db/checkout.ts';
import { ApiError, CODES } from '../errors.ts';
import type { Logger } from '../log.ts';
import type { AppEnv } from '../sessions.ts';
import {
  customerId,
  ProviderUnavailableError,
  type BillingProvider,
  type CheckoutAttempt,
  type Confirm,
  type ConfirmedPayment,
  type HostedPage,
  type OpenView,
} from './provider.ts';

type ChargebeeConfig = Extract<CheckoutConfig, { provider: 'chargebee' }>;

/** The webhook path (documented in server/README.md: Chargebee's webhook settings need it). */
export const CHARGEBEE_WEBHOOK_PATH = '/billing/webhooks/chargebee';

/** The event a paid checkout-new hosted page produces. */
const PAID_EVENT = 'subscription_created';

/** Compares secrets in constant time (hashing first evens out the lengths). */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

/** The SDK's client: Chargebee's site, or another address (the tests' stand-in). */
function client(config: ChargebeeConfig): Chargebee {
  const other = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Chargebee({
    site: other ? other.hostname : config.site,
    apiKey: config.apiKey,
    timeout: config.timeoutMs,
    sdkTelemetryEnabled: false,
    ...(other && {
      hostSuffix: '',
      protocol: other.protocol === 'http:' ? 'http' : 'https',
      port: Number(other.port) || (other.protocol === 'http:' ? 80 : 443),
    }),
  });
}

/** The SDK's error status: 5xx for Chargebee's own failures and its timeouts; 0 for a network one. */
const statusOf = (err: unknown) =>
  typeof err === 'object' && err !== null && 'http_status_code' in err
    ? Number(err.http_status_code)
    : 0;

/** The payment an event read back from Chargebee states. */
function paymentOf(event: Event): ConfirmedPayment | string {
  // The SDK types `content` as every event type's fields at once; another event type lacks them.
  const { subscription } = event.content as Partial<Pick<Event['content'], 'subscription'>>;
  const plan = subscription?.subscription_items?.find((item) => item.item_type === 'plan');
  if (!subscription || !plan) return 'no subscription';
  if (subscription.status !== 'active') return `status ${subscription.status}`;
  return {
    eventId: event.id,
    checkoutId: subscription.id,
    customer: subscription.customer_id,
    planId: plan.item_price_id,
    amount: plan.unit_price ?? -1,
    currency: subscription.currency_code,
  };
}

export class ChargebeeCheckout implements BillingProvider {
  readonly name = 'chargebee';
  private readonly api: Chargebee;

  constructor(
    private readonly config: ChargebeeConfig,
    private readonly log: Logger,
  ) {
    this.api = client(config);
  }

  async createPage(attempt: CheckoutAttempt): Promise<HostedPage> {
    const { hosted_page: page } = await this.call(() =>
      this.api.hostedPage.checkoutNewForItems(
        {
          layout: 'full_page',
          subscription: { id: attempt.id },
          customer: { id: customerId(attempt.accountId), email: attempt.email },
          subscription_items: [{ item_price_id: attempt.quote.planId, quantity: 1 }],
          redirect_url: attempt.returnUrl,
          cancel_url: attempt.returnUrl,
        },
        // A retried request (a timeout after Chargebee created the page) gets the same page.
        { 'chargebee-idempotency-key': attempt.id },
      ),
    );
    if (!page.url) throw new ProviderUnavailableError('Chargebee answered a page without url.');
    const expires = page.expires_at ? page.expires_at * 1000 : Date.now() + 3_600_000;
    return { url: page.url, expiresAt: new Date(expires) };
  }

  openView(session: CheckoutSessionRow, query: URLSearchParams): OpenView {
    // Back from Chargebee's page (its redirect_url): paid there, not yet confirmed here.
    if (query.get('state') === 'succeeded' || !session.providerUrl) return { kind: 'confirming' };
    return { kind: 'redirect', url: session.providerUrl };
  }

  routes(confirm: Confirm) {
    const app = new Hono<AppEnv>();
    const authenticate = basicAuthValidator((user, password) =>
      // Both compared, always: no early exit tells a guesser which half was right.
      [
        sameSecret(user, this.config.webhookUsername),
        sameSecret(password, this.config.webhookPassword),
      ].every(Boolean),
    );
    app.post(CHARGEBEE_WEBHOOK_PATH, async (c) => {
      await authenticate(c.req.header()).catch(() => {
        throw new ApiError(401, CODES.unauthorized, 'Webhook credentials are missing or wrong.');
      });
      const posted: unknown = await c.req.json().catch(() => null);
      const id = (posted as { id?: unknown } | null)?.id;
      if (typeof id !== 'string' || !id) {
        throw new ApiError(400, CODES.validation, 'A Chargebee event with an id is required.');
      }
      const event = await this.readBack(id);
      if (event.event_type !== PAID_EVENT) return c.json({ received: true, handled: false });
      const payment = paymentOf(event);
      const outcome =
        typeof payment === 'string'
          ? { status: 'refused' as const, reason: payment }
          : await confirm(payment);
      if (outcome.status === 'refused') {
        this.log.warn({ eventId: id, reason: outcome.reason }, 'chargebee payment refused');
        throw new ApiError(
          422,
          CODES.paymentRefused,
          `The event does not match its checkout (${outcome.reason}).`,
        );
      }
      return c.json({ received: true, handled: outcome.status === 'activated' });
    });
    return app;
  }

  /** The event as Chargebee's API has it: an id it does not know is refused. */
  private async readBack(id: string): Promise<Event> {
    try {
      return (await this.api.event.retrieve(id)).event;
    } catch (err) {
      const status = statusOf(err);
      if (status >= 400 && status < 500) {
        throw new ApiError(400, CODES.paymentRefused, 'Chargebee does not know this event.');
      }
      this.log.error({ eventId: id, status }, 'reading a chargebee event failed');
      throw new ApiError(
        503,
        CODES.providerUnavailable,
        'The payment provider cannot be reached. Please try again.',
      );
    }
  }

  /** One SDK call; any failure (5xx, timeout, network, refusal) is a ProviderUnavailableError. */
  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      const status = statusOf(err);
      this.log.error({ status, provider: 'chargebee' }, 'creating a chargebee hosted page failed');
      throw new ProviderUnavailableError(`Chargebee answered ${status || 'nothing'}.`);
    }
  }
}
