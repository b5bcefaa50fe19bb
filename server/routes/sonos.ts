import { Hono } from 'hono';
import { limitSignIn, type Deps } from '../deps.ts';
import { ApiError, CODES, invalidCredentials } from '../errors.ts';
import type { AppEnv } from '../sessions.ts';
import { readJson, v } from '../validation.ts';

const linkRequest = v.object({
  email: v.string({ min: 1, max: 254 }),
  password: v.string({ min: 1, max: 200 }),
  linkCode: v.string({ min: 1, max: 200 }),
});

/** POST /sonos/auth: links a Sonos household (link code) to an account (credentials). */
export function sonosRoutes(deps: Deps) {
  const { db, passwords } = deps;
  const app = new Hono<AppEnv>();

  app.post('/sonos/auth', async (c) => {
    const body = await readJson(c, linkRequest);
    // It checks passwords, so it is guarded like the token endpoint.
    await limitSignIn(c, deps, body.email);
    const account = await db.accounts.findByEmail(body.email);
    const ok = await passwords.verify(body.password, account?.passwordHash ?? null);
    if (!account || !ok || !account.confirmed) throw invalidCredentials();
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
