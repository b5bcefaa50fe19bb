import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../deps.ts';
import { limitSignIn, limitSignInAccount } from '../rate-limit.ts';
import { ApiError, CODES } from '../errors.ts';
import {
  authenticateWithPasskey,
  authenticationOptions,
  passkeyJson,
  registerPasskey,
  registrationOptions,
} from '../passkeys.ts';
import { requestClientId, signInScope, type AppEnv } from '../sessions.ts';
import { asReceived, jsonBody, object, oneOf, text } from '../validation.ts';

/** A base64url field of a WebAuthn response (a public key fits well within 16 KB). */
const base64url = () =>
  v.pipe(text({ min: 1, max: 16_384 }), v.regex(/^[\w-]*$/, 'must be base64url'));

/** The fields every credential response has; the library checks the rest. */
const credential = <E extends v.ObjectEntries>(response: E) =>
  asReceived({
    id: base64url(),
    rawId: base64url(),
    type: v.literal('public-key', 'must be public-key'),
    response: asReceived(response),
    clientExtensionResults: v.optional(asReceived({}), {}),
  });

const registration = object({
  response: credential({
    clientDataJSON: base64url(),
    attestationObject: base64url(),
    transports: v.optional(v.array(text({ max: 32 }))),
  }),
});

const authentication = object({
  ceremony_id: text({ min: 1, max: 64 }),
  response: credential({
    clientDataJSON: base64url(),
    authenticatorData: base64url(),
    signature: base64url(),
    userHandle: v.optional(v.nullable(base64url())),
  }),
  scope: v.optional(oneOf('billing')),
});

/**
 * Passkeys: registering one (bearer), listing and removing an account's own (bearer), and signing
 * in with one, which answers what the password grant of POST /v1/token answers.
 */
export function passkeyRoutes(deps: Deps) {
  const { db, sessions, clock, config } = deps;
  const app = new Hono<AppEnv>();

  /** The sign-in of the request's bearer token: a registration's challenge is bound to it. */
  const familyOf = async (authorization: string | undefined) => {
    const family = await sessions.familyOf(authorization);
    if (!family) throw new ApiError(401, CODES.unauthorized, 'A bearer token is required.');
    return family;
  };

  app.post('/v1/passkeys/registration/options', sessions.requireAccount(), async (c) => {
    const family = await familyOf(c.req.header('authorization'));
    return c.json(await registrationOptions(deps, c.var.account, family));
  });

  app.post(
    '/v1/passkeys/registration',
    sessions.requireAccount(),
    jsonBody(registration),
    async (c) => {
      const family = await familyOf(c.req.header('authorization'));
      const { response } = c.req.valid('json');
      const passkey = await registerPasskey(deps, c.var.account, family, response);
      return c.json({ passkey: passkeyJson(passkey) }, 201);
    },
  );

  app.get('/v1/passkeys', sessions.requireAccount(), async (c) => {
    const passkeys = await db.passkeys.listByUser(c.var.account.id);
    return c.json({ passkeys: passkeys.map(passkeyJson) });
  });

  // Only the passkey goes: the account's sessions and password stay as they are.
  app.delete('/v1/passkeys/:id', sessions.requireAccount(), async (c) => {
    if (!(await db.passkeys.delete(c.req.param('id'), c.var.account.id))) {
      throw new ApiError(404, CODES.passkeyUnknown, 'This account has no such passkey.');
    }
    return c.body(null, 204);
  });

  app.post('/v1/passkeys/authentication/options', async (c) => {
    await limitSignIn(c, deps);
    return c.json(await authenticationOptions(deps));
  });

  app.post('/v1/passkeys/authentication', jsonBody(authentication), async (c) => {
    await limitSignIn(c, deps);
    const body = c.req.valid('json');
    // Counted as a password sign-in of the passkey's account is: per address, and overall.
    const account = await authenticateWithPasskey(
      deps,
      body.ceremony_id,
      body.response as AuthenticationResponseJSON,
      (owner) => limitSignInAccount(c, deps, owner.email),
    );
    const scope = signInScope(account, body.scope ?? null, clock.now());
    return c.json(await sessions.issue(account.id, requestClientId(c, config), scope));
  });

  return app;
}
