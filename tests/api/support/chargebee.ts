// A local stand-in of Chargebee's API (node:http, never the internet) for the Chargebee adapter's
// tests: the two calls the adapter makes (create a "checkout new for items" hosted page, retrieve
// an event), answered as Chargebee answers them, plus a way to "pay" a page, which records the
// subscription_created event Chargebee would then send to the webhook with Basic Auth.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CHARGEBEE_KEY = 'test_secret_key';
export const WEBHOOK_USER = 'chargebee-hook';
export const WEBHOOK_PASSWORD = 'hook-secret-1';

/** How the stand-in answers: normally, with a 500, or never (a hung provider). */
export type Mode = 'ok' | 'down' | 'hang';

/** What a test changes in the paid subscription (a mismatch to refuse). */
export interface Changes {
  customerId?: string;
  itemPriceId?: string;
  currency?: string;
  status?: string;
}

interface PageRequest {
  /** The form fields the SDK posted (`subscription[id]`, `subscription_items[item_price_id][0]`…). */
  fields: Record<string, string>;
}

export interface ChargebeeStandIn {
  url: string;
  mode: Mode;
  /** Every hosted page request, in order. */
  pages: PageRequest[];
  /**
   * Pays the page of checkout `subscriptionId` at `unitPrice` (minor units): records the
   * subscription_created event Chargebee would send, with `changes` to its subscription and plan
   * item, and returns the event's id.
   */
  pay(subscriptionId: string, unitPrice: number, changes?: Changes): string;
  /** The Basic Auth header of Chargebee's webhook settings. */
  webhookAuth(user?: string, password?: string): string;
  close(): Promise<void>;
}

const body = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
};

export async function startChargebee(): Promise<ChargebeeStandIn> {
  const events = new Map<string, Record<string, unknown>>();
  let next = 0;
  /** Chargebee's answer to one request: status and JSON body, or null for no answer (hung). */
  const answer = (req: IncomingMessage, text: string): [number, unknown] | null => {
    const auth = `Basic ${Buffer.from(`${CHARGEBEE_KEY}:`).toString('base64')}`;
    if (req.headers.authorization !== auth) {
      return [401, { api_error_code: 'api_authentication_failed', type: 'invalid_request' }];
    }
    if (stand.mode === 'hang') return null;
    if (stand.mode === 'down') return [500, { message: 'internal error', type: 'internal_error' }];
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'POST' && path === '/api/v2/hosted_pages/checkout_new_for_items') {
      stand.pages.push({ fields: Object.fromEntries(new URLSearchParams(text)) });
      const id = `hp_${++next}`;
      const now = Math.floor(Date.now() / 1000);
      const page = {
        id,
        type: 'checkout_new',
        state: 'created',
        embed: true,
        object: 'hosted_page',
      };
      const url = `${stand.url}/pages/v2/${id}/checkout`;
      return [200, { hosted_page: { ...page, url, created_at: now, expires_at: now + 3600 } }];
    }
    const event = /^\/api\/v2\/events\/([^/]+)$/.exec(path);
    const found = event && req.method === 'GET' && events.get(decodeURIComponent(event[1]!));
    if (found) return [200, { event: found }];
    return [
      404,
      {
        message: `Sorry, we couldn't find that resource`,
        type: 'invalid_request',
        api_error_code: 'resource_not_found',
        http_status_code: 404,
      },
    ];
  };
  const server: Server = createServer((req, res) => {
    void body(req).then((text) => {
      const reply = answer(req, text);
      if (!reply) return; // hung: the client's timeout ends it
      res.writeHead(reply[0], { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply[1]));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const stand: ChargebeeStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mode: 'ok',
    pages: [],
    pay(subscriptionId, unitPrice, changes = {}) {
      const page = stand.pages.find((p) => p.fields['subscription[id]'] === subscriptionId);
      if (!page) throw new Error(`no hosted page for ${subscriptionId}`);
      const f = page.fields;
      const planId = changes.itemPriceId ?? f['subscription_items[item_price_id][0]']!;
      const currency = changes.currency ?? /-(\w+)-\w+$/.exec(planId)![1]!.toUpperCase();
      const id = `ev_${++next}`;
      events.set(id, {
        id,
        occurred_at: Math.floor(Date.now() / 1000),
        source: 'hosted_page',
        object: 'event',
        api_version: 'v2',
        event_type: 'subscription_created',
        webhook_status: 'scheduled',
        content: {
          subscription: {
            id: subscriptionId,
            customer_id: changes.customerId ?? f['customer[id]'],
            status: changes.status ?? 'active',
            currency_code: currency,
            subscription_items: [
              { item_price_id: planId, item_type: 'plan', quantity: 1, unit_price: unitPrice },
            ],
          },
          customer: { id: f['customer[id]'], email: f['customer[email]'] },
        },
      });
      return id;
    },
    webhookAuth(user = WEBHOOK_USER, password = WEBHOOK_PASSWORD) {
      return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  return stand;
}

/** The env of an API whose checkout is Chargebee, served by `stand`. */
export const chargebeeEnv = (stand: ChargebeeStandIn, timeoutMs = 2000) => ({
  CHECKOUT_PROVIDER: 'chargebee',
  CHARGEBEE_SITE: 'account-web-test',
  CHARGEBEE_API_KEY: CHARGEBEE_KEY,
  CHARGEBEE_API_URL: stand.url,
  CHARGEBEE_WEBHOOK_USERNAME: WEBHOOK_USER,
  CHARGEBEE_WEBHOOK_PASSWORD: WEBHOOK_PASSWORD,
  CHARGEBEE_TIMEOUT_MS: String(timeoutMs),
});

/**
 * What a production start needs to take payments (it refuses the local test checkout): Chargebee's
 * settings; nothing calls Chargebee unless a checkout starts.
 */
export const PRODUCTION_CHECKOUT = {
  CHECKOUT_PROVIDER: 'chargebee',
  CHARGEBEE_SITE: 'acme-test',
  CHARGEBEE_API_KEY: 'test_secret_api_key',
  CHARGEBEE_WEBHOOK_USERNAME: 'hook',
  CHARGEBEE_WEBHOOK_PASSWORD: 'hook-secret',
};
