import { Hono } from 'hono';
import type { Deps } from '../deps.ts';
import { limitSignIn } from '../rate-limit.ts';
import { ApiError, CODES, invalidCredentials } from '../errors.ts';
import { assertCanSignIn, type AppEnv } from '../sessions.ts';
import { signInRules } from '../../src/lib/rules.ts';
import { jsonBody, object, text } from '../validation.ts';
import { checkPassword } from './auth.ts';

/** The credentials follow the sign-in form's rules (src/lib/rules.ts), as the Sonos link form does. */
const linkRequest = object({
  ...signInRules().entries,
  linkCode: text({ min: 1, max: 200 }),
});

/** POST /sonos/auth: links a Sonos household (link code) to an account (credentials). */
export function sonosRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.post('/sonos/auth', jsonBody(linkRequest), async (c) => {
    const body = c.req.valid('json');
    // It checks passwords, so it is guarded like the token endpoint.
    await limitSignIn(c, deps, body.email);
    const account = await db.accounts.findByEmail(body.email);
    const ok = await checkPassword(deps, account, body.password);
    if (!account || !ok || !account.confirmed) throw invalidCredentials();
    // Linking is a sign-in of its own: an account whose trial ended is refused as sign-in refuses
    // it (498), before the link code is used, so the same code works once a plan is bought.
    assertCanSignIn(account, deps.clock.now());
    if (!(await db.invitations.consumeLinkCode(body.linkCode.trim(), account.id))) {
      throw new ApiError(
        400,
        CODES.linkCodeInvalid,
        'The link code is invalid or has already been used.',
      );
    }
    return c.json({ message: 'Your Sonos system is now linked to your account.' });
  });

  return app;
}
