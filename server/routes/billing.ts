import { Hono, type Context } from 'hono';
import type { CheckoutSession } from '../../src/lib/api/types.ts';
import { quotePlan } from '../catalog.ts';
import { randomToken } from '../crypto.ts';
import type { Deps } from '../deps.ts';
import { ApiError, CODES } from '../errors.ts';
import { checkoutNotFoundPage, checkoutPage } from '../pages/checkout.ts';
import { pageCsp } from '../pages/html.ts';
import type { AppEnv } from '../sessions.ts';
import { jsonBody, object, text } from '../validation.ts';

/** POST /billing/checkout and the local checkout page it points at. */
export function billingRoutes({ db, config, sessions }: Deps) {
  const app = new Hono<AppEnv>();
  // The page lives in the site's iframe: allow exactly the site's origins to frame it (read per
  // request: without SITE_URL the site's address is only known once the server listens).
  const frameAncestors = () => {
    const site = new URL(config.siteUrl).origin;
    const sameOrigin = site === new URL(config.apiUrl).origin;
    return ["'self'", ...(sameOrigin ? [] : [site]), ...config.corsOrigins].join(' ');
  };

  app.post(
    '/billing/checkout',
    sessions.requireAccount('billing'),
    jsonBody(object({ planId: text({ min: 1, max: 100 }) })),
    async (c) => {
      const { planId } = c.req.valid('json');
      if (!quotePlan(planId)) {
        throw new ApiError(400, CODES.planInvalid, `Unknown plan id: ${planId}.`);
      }
      const id = randomToken(24);
      await db.checkout.create(id, c.var.account.id, planId);
      const answer: CheckoutSession = { url: `${config.apiUrl}/checkout-page/${id}` };
      return c.json(answer);
    },
  );

  async function renderCheckout(c: Context, pay: boolean) {
    c.header('Cache-Control', 'no-store');
    const session = await db.checkout.find(c.req.param('id') ?? '');
    const quote = session && quotePlan(session.planId);
    if (!session || !quote) {
      const missing = checkoutNotFoundPage();
      c.header('Content-Security-Policy', pageCsp(missing, frameAncestors()));
      return c.html(missing, 404);
    }
    if (pay) await db.checkout.pay(session.id);
    const site = new URL(config.siteUrl).origin;
    const page = checkoutPage(quote, pay || session.status === 'paid', site);
    c.header('Content-Security-Policy', pageCsp(page, frameAncestors()));
    return c.html(page);
  }

  app.get('/checkout-page/:id', (c) => renderCheckout(c, false));
  // The Pay button is a plain form post: no script needed inside the iframe.
  app.post('/checkout-page/:id', (c) => renderCheckout(c, true));

  return app;
}
