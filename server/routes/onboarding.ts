import { Hono } from 'hono';
import type { Deps } from '../deps.ts';
import type { AppEnv } from '../sessions.ts';
import { array, asReceived, boolean, jsonBody, object, text } from '../validation.ts';
import * as v from 'valibot';

const names = (max: number) => array(text({ max: 100 }), max);

const onboarding = asReceived({
  business_type: text({ max: 100 }),
  customer_age: names(10),
  styles: names(10),
  genres: names(100),
  languages: names(10),
});

/** POST /user/onboarding and POST /user/settings (bearer). */
export function onboardingRoutes({ db, sessions }: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/user/*', sessions.requireAccount());

  app.post('/user/onboarding', jsonBody(onboarding), async (c) => {
    const body = c.req.valid('json');
    await db.accounts.update(c.var.account.id, { onboarding: body });
    return c.body(null, 204);
  });

  app.post(
    '/user/settings',
    jsonBody(object({ firstOnboardingDone: v.optional(boolean()) })),
    async (c) => {
      const body = c.req.valid('json');
      await db.accounts.update(c.var.account.id, { firstOnboardingDone: body.firstOnboardingDone });
      return c.body(null, 204);
    },
  );

  return app;
}
