import { Hono, type Context } from 'hono';
import type { CheckoutSession } from '../../src/lib/api/types.ts';
import { quotePlan, type PlanQuote } from '../catalog.ts';
import { randomToken } from '../crypto.ts';
import type { Deps } from '../deps.ts';
import { ApiError, CODES } from '../errors.ts';
import { ChargebeeCheckout } from '../billing/chargebee.ts';
import { confirmer } from '../billing/confirm.ts';
import { LocalCheckout } from '../billing/local.ts';
import { ProviderUnavailableError, type BillingProvider } from '../billing/provider.ts';
import { checkoutNotFoundPage, checkoutPage, confirmingPage } from '../pages/checkout.ts';
import { pageCsp } from '../pages/html.ts';
import type { AppEnv } from '../sessions.ts';
import { jsonBody, object, text } from '../validation.ts';

/** The provider CHECKOUT_PROVIDER names (config.ts refuses the local one in production). */
function providerOf({ config, db, clock, log }: Deps): BillingProvider {
  return config.checkout.provider === 'chargebee'
    ? new ChargebeeCheckout(config.checkout, log)
    : new LocalCheckout(db, () => clock.now());
}

/**
 * POST /billing/checkout, this API's page of each checkout (framed by /subscribe), and the
 * provider's own routes (the local Pay post, or Chargebee's webhook).
 */
export function billingRoutes(deps: Deps) {
  const { db, config, sessions } = deps;
  const provider = providerOf(deps);
  const app = new Hono<AppEnv>();
  // The page lives in the site's iframe: allow exactly the site's origins to frame it (read per
  // request: without SITE_URL the site's address is only known once the server listens).
  const frameAncestors = () => {
    const site = new URL(config.siteUrl).origin;
    const sameOrigin = site === new URL(config.apiUrl).origin;
    return ["'self'", ...(sameOrigin ? [] : [site]), ...config.corsOrigins].join(' ');
  };
  const pageUrl = (id: string) => `${config.apiUrl}/checkout-page/${id}`;

  app.post(
    '/billing/checkout',
    sessions.requireAccount('billing'),
    jsonBody(object({ planId: text({ min: 1, max: 100 }) })),
    async (c) => {
      const { planId } = c.req.valid('json');
      const quote = quotePlan(planId);
      if (!quote) throw new ApiError(400, CODES.planInvalid, `Unknown plan id: ${planId}.`);
      const { account } = c.var;
      if (await db.checkout.holds(account.id, planId)) {
        throw new ApiError(409, CODES.planActive, 'This plan is already active on the account.');
      }
      // One checkout per account and plan while it is open: a reload, Back or a second tab gets
      // the same one, so paying in one pays them all and nothing is charged twice.
      const open = await db.checkout.findOpen(account.id, planId, provider.name);
      if (open) return c.json({ url: pageUrl(open.id) } satisfies CheckoutSession);
      const id = randomToken(24);
      const page = await provider
        .createPage({
          id,
          accountId: account.id,
          email: account.email,
          quote,
          returnUrl: pageUrl(id),
        })
        .catch((err: unknown) => {
          if (!(err instanceof ProviderUnavailableError)) throw err;
          throw new ApiError(
            503,
            CODES.providerUnavailable,
            'The payment provider cannot be reached. Please try again.',
          );
        });
      const session = { id, userId: account.id, planId, status: 'open' as const };
      const created = await db.checkout.create({
        ...session,
        provider: provider.name,
        providerUrl: page.url,
        expiresAt: page.expiresAt,
      });
      // Another request opened one meanwhile: answer that one (this page is never paid).
      const answer = created
        ? id
        : (await db.checkout.findOpen(account.id, planId, provider.name))?.id;
      if (!answer)
        throw new ApiError(409, CODES.planActive, 'This plan is already active on the account.');
      return c.json({ url: pageUrl(answer) } satisfies CheckoutSession);
    },
  );

  const send = (c: Context, page: string, status: 200 | 404 = 200) => {
    c.header('Content-Security-Policy', pageCsp(page, frameAncestors()));
    return c.html(page, status);
  };

  app.get('/checkout-page/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    const session = await db.checkout.find(c.req.param('id'));
    const quote: PlanQuote | null = session && quotePlan(session.planId);
    if (!session || !quote) return send(c, checkoutNotFoundPage(), 404);
    const local = provider.name === 'local';
    const site = new URL(config.siteUrl).origin;
    if (session.status === 'paid') return send(c, checkoutPage(quote, true, site, local));
    const view = provider.openView(session, new URL(c.req.url).searchParams);
    if (view.kind === 'redirect') return c.redirect(view.url, 302);
    return send(c, view.kind === 'form' ? checkoutPage(quote, false, site) : confirmingPage(quote));
  });

  app.route('/', provider.routes(confirmer(db, provider.name)));
  return app;
}
