// The money path (issue #35): the Chargebee adapter driven against a local stand-in of Chargebee's
// API, webhooks authenticated as Chargebee does it (Basic Auth) and read back from its API; one
// checkout and one subscription per account and plan; production never serves the local page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedCharge } from '../../server/billing/provider.ts';
import { quotePlan } from '../../server/catalog.ts';
import { loadConfig } from '../../server/config.ts';
import type { CheckoutSession } from '../../src/lib/api/types.ts';
import { chargebeeEnv, startChargebee, type ChargebeeStandIn } from './support/chargebee.ts';
import {
  createAccount,
  devUser,
  mailFor,
  registrationPayload,
  signIn,
  uniqueEmail,
} from './support/flows.ts';
import { Database } from '../../server/db/index.ts';
import { databasesOfThisFile, startServer, type TestServer } from './support/server.ts';

const PLAN = 'pro1-eur-yearly';
const PRICE = expectedCharge(quotePlan(PLAN)!).amount;
const WEBHOOK = '/api/billing/webhooks/chargebee';

let stand: ChargebeeStandIn;
let server: TestServer;
beforeAll(async () => {
  stand = await startChargebee();
  server = await startServer({ env: chargebeeEnv(stand) });
});
afterAll(async () => {
  await server.stop();
  await stand.close();
});

async function buyer() {
  const { email } = await createAccount(server.api);
  const { token } = await signIn(server.api, email);
  return { email, token };
}

const startCheckout = (token: string, planId = PLAN) =>
  server.api.post<CheckoutSession>('/api/billing/checkout', { planId }, { token });

/** The checkout id in a checkout page URL. */
const idOf = (url: string) => url.split('/').at(-1)!;

/** Posts an event to the webhook as Chargebee would (its body: only the id is trusted). */
const deliver = (eventId: string, auth = stand.webhookAuth(), extra: object = {}) =>
  server.api.post<{ handled: boolean }>(
    WEBHOOK,
    { id: eventId, event_type: 'subscription_created', ...extra },
    { headers: { Authorization: auth } },
  );

const subscriptions = async (email: string) =>
  (await devUser(server.api, email)).subscriptions as { planId: string; status: string }[];

describe('a Chargebee checkout', () => {
  it("frames Chargebee's hosted page for the account, plan and checkout; reloads get the same one", async () => {
    const { email, token } = await buyer();
    const first = await startCheckout(token);
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(new RegExp(`^${server.url}/api/checkout-page/[\\w-]+$`));
    const id = idOf(first.body.url);
    const asked = stand.pages.find((p) => p.fields['subscription[id]'] === id)!.fields;
    expect(asked).toMatchObject({
      layout: 'full_page',
      'customer[email]': email,
      'subscription_items[item_price_id][0]': PLAN,
      redirect_url: first.body.url,
    });
    // The API's page sends the frame on to Chargebee's page.
    const page = await fetch(first.body.url, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(
      new RegExp(`^${stand.url}/pages/v2/hp_\\d+/checkout$`),
    );
    // A reload or a second tab: the same checkout, no second page at Chargebee.
    const pages = stand.pages.length;
    expect((await startCheckout(token)).body.url).toBe(first.body.url);
    expect(stand.pages.length).toBe(pages);
    // Back from Chargebee before the webhook: "confirming", and no plan yet.
    const back = await (await fetch(`${first.body.url}?id=hp_1&state=succeeded`)).text();
    expect(back).toContain('Confirming your payment');
    expect(await subscriptions(email)).toEqual([]);
  });

  it('activates the plan on a confirmed webhook, once: replays and duplicates change nothing', async () => {
    const { email, token } = await buyer();
    const { body } = await startCheckout(token);
    const eventId = stand.pay(idOf(body.url), PRICE);
    // The posted body claims another plan: only the event read back from Chargebee counts.
    const reply = await deliver(eventId, undefined, {
      content: { plan: 'essential1-usd-monthly' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.handled).toBe(true);
    expect(await subscriptions(email)).toEqual([
      expect.objectContaining({ planId: PLAN, status: 'active' }),
    ]);
    const page = await (await fetch(body.url)).text();
    expect(page).toContain('Payment received');
    expect(page).not.toContain('local test checkout');
    // Replayed: the same event again.
    const replay = await deliver(eventId);
    expect(replay.status).toBe(200);
    expect(replay.body.handled).toBe(false);
    // Duplicate: another event for the same payment.
    const duplicate = await deliver(stand.pay(idOf(body.url), PRICE));
    expect(duplicate.status).toBe(200);
    expect(await subscriptions(email)).toHaveLength(1);
    // Buying the plan again answers that it is active, never a new checkout.
    const again = await startCheckout(token);
    expect(again.status).toBe(409);
    expect(again.error.code).toBe('E_PLAN_ACTIVE');
  });

  it('refuses missing or wrong webhook credentials and an event Chargebee does not know', async () => {
    const { email, token } = await buyer();
    const { body } = await startCheckout(token);
    const eventId = stand.pay(idOf(body.url), PRICE);
    const none = await server.api.post(WEBHOOK, { id: eventId });
    expect(none.status).toBe(401);
    const wrong = await deliver(eventId, stand.webhookAuth(undefined, 'guessed'));
    expect(wrong.status).toBe(401);
    const forged = await deliver('ev_forged');
    expect(forged.status).toBe(400);
    expect(forged.error.code).toBe('E_PAYMENT_REFUSED');
    expect(await subscriptions(email)).toEqual([]);
    // An anonymous POST to the checkout page activates nothing (no such route with Chargebee).
    expect((await fetch(body.url, { method: 'POST' })).status).toBe(404);
    expect(await subscriptions(email)).toEqual([]);
  });

  it.each([
    ['amount', { unitPrice: PRICE - 100 }],
    ['account', { customerId: 'account-999999' }],
    ['plan', { itemPriceId: 'pro1-eur-monthly' }],
    ['currency', { currency: 'USD' }],
    ['status', { status: 'in_trial' }],
  ])('refuses a payment whose %s does not match the checkout', async (_, change) => {
    const { email, token } = await buyer();
    const { body } = await startCheckout(token);
    const { unitPrice = PRICE, ...changes } = change as { unitPrice?: number };
    const reply = await deliver(stand.pay(idOf(body.url), unitPrice, changes));
    expect(reply.status).toBe(422);
    expect(reply.error.code).toBe('E_PAYMENT_REFUSED');
    expect(await subscriptions(email)).toEqual([]);
  });

  it.each(['down', 'hang'] as const)(
    'answers 503 E_PROVIDER_UNAVAILABLE when Chargebee is %s: no checkout, no plan',
    async (mode) => {
      const { email, token } = await buyer();
      const { body } = await startCheckout(token);
      const eventId = stand.pay(idOf(body.url), PRICE);
      const other = await buyer();
      stand.mode = mode;
      try {
        const start = await startCheckout(other.token, 'essential1-usd-monthly');
        expect(start.status).toBe(503);
        expect(start.error.code).toBe('E_PROVIDER_UNAVAILABLE');
        // The webhook cannot be read back: 503, so Chargebee delivers it again later.
        const hook = await deliver(eventId);
        expect(hook.status).toBe(503);
        expect(await subscriptions(email)).toEqual([]);
      } finally {
        stand.mode = 'ok';
      }
      // Once Chargebee answers again, the retried delivery activates the plan.
      expect((await deliver(eventId)).status).toBe(200);
      expect(await subscriptions(email)).toHaveLength(1);
      expect((await startCheckout(other.token, 'essential1-usd-monthly')).status).toBe(200);
    },
  );
});

describe('the local checkout (CHECKOUT_PROVIDER=local)', () => {
  it('pays twice from two tabs and finds one subscription', async () => {
    const local = await startServer();
    try {
      const { email } = await createAccount(local.api);
      const { token } = await signIn(local.api, email);
      const start = () =>
        local.api.post<CheckoutSession>('/api/billing/checkout', { planId: PLAN }, { token });
      const [one, two] = await Promise.all([start(), start()]);
      expect(two.body.url).toBe(one.body.url);
      await Promise.all([
        fetch(one.body.url, { method: 'POST' }),
        fetch(two.body.url, { method: 'POST' }),
      ]);
      const { subscriptions: held } = (await devUser(local.api, email)) as {
        subscriptions: unknown[];
      };
      expect(held).toHaveLength(1);
      expect((await start()).error.code).toBe('E_PLAN_ACTIVE');
    } finally {
      await local.stop();
    }
  });
});

describe('migration 008 on a database that was charged twice before', () => {
  const database = databasesOfThisFile();

  it('keeps the first active subscription of a plan, marks the others, then refuses a second', async () => {
    const db = await Database.open((await database()).options);
    try {
      await db.migrate();
      await db.sql
        .exec(`drop index subscriptions_one_active_plan; drop index checkout_sessions_one_open;
        delete from schema_migrations where version = 8`);
      const { rows } = await db.sql.query<{ id: number }>(
        `insert into users (email, password_hash, first_name, last_name, language, trial_ends_at)
         values ('twice@example.test', null, 'A', 'B', 'en', now()) returning id`,
      );
      const user = rows[0]!.id;
      const subscribe = () =>
        db.sql.query(
          `insert into subscriptions (user_id, plan_id, status) values ($1, $2, 'active')`,
          [user, PLAN],
        );
      await subscribe();
      await subscribe();
      expect((await db.migrate()).applied).toEqual([8]);
      const statuses = await db.sql.query<{ status: string }>(
        'select status from subscriptions where user_id = $1 order by id',
        [user],
      );
      expect(statuses.rows.map((r) => r.status)).toEqual(['active', 'duplicate']);
      await expect(subscribe()).rejects.toThrow(/unique|duplicate key/i);
    } finally {
      await db.close();
    }
  });
});

describe('a registration on the way to a checkout', () => {
  it('puts the plan in the confirmation link; a plan that is not sold is left out', async () => {
    for (const [planId, expected] of [
      [PLAN, PLAN],
      ['platinum-eur-yearly', null],
    ] as const) {
      const email = uniqueEmail('buyer');
      const reply = await server.api.post(
        '/api/register',
        registrationPayload(email, { plan_id: planId }),
      );
      expect(reply.status).toBe(204);
      const [mail] = await mailFor(server.api, email);
      const link = new URL(mail!.links[0]!);
      expect(link.pathname).toMatch(/^\/app\/verify\/[\w-]+$/);
      expect(link.searchParams.get('plan_id')).toBe(expected);
    }
  });
});

describe('NODE_ENV=production', () => {
  const production = {
    NODE_ENV: 'production',
    ALLOW_PLACEHOLDER_CONFIG: '1',
    SITE_URL: 'https://account.example',
    MAIL_TRANSPORT: 'outbox',
  };

  it('refuses the local checkout in one line, and starts with Chargebee', () => {
    expect(() => loadConfig(production)).toThrow(
      /^CHECKOUT_PROVIDER=local \(the default\) is refused with NODE_ENV=production[^\n]*$/,
    );
    expect(() => loadConfig({ ...production, CHECKOUT_PROVIDER: 'local' })).toThrow(/refused/);
    expect(loadConfig({ ...production, ...chargebeeEnv(stand) }).checkout.provider).toBe(
      'chargebee',
    );
    expect(() =>
      loadConfig({ ...production, ...chargebeeEnv(stand), CHARGEBEE_WEBHOOK_PASSWORD: '' }),
    ).toThrow(/^CHARGEBEE_WEBHOOK_PASSWORD must be set with CHECKOUT_PROVIDER=chargebee\.$/);
  });
});
