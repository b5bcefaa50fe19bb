import { Hono } from 'hono';
import type { Deps } from '../deps.ts';
import type { AppEnv } from '../sessions.ts';
import { readJson, v } from '../validation.ts';

const names = (max: number) => v.array(v.string({ max: 100 }), max);

const onboarding = v.object({
  business_type: v.string({ max: 100 }),
  customer_age: names(10),
  styles: names(10),
  genres: names(100),
  languages: names(10),
});

/** POST /user/onboarding and POST /user/settings (bearer). */
export function onboardingRoutes({ db, sessions }: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/user/*', sessions.requireAccount());

  app.post('/user/onboarding', async (c) => {
    const body = await readJson(c, v.asReceived(onboarding));
    await db.accounts.update(c.var.account.id, { onboarding: body });
    return c.body(null, 204);
  });

  app.post('/user/settings', async (c) => {
    const body = await readJson(c, v.object({ firstOnboardingDone: v.optional(v.boolean()) }));
    await db.accounts.update(c.var.account.id, { firstOnboardingDone: body.firstOnboardingDone });
    return c.body(null, 204);
  });

  return app;
}
