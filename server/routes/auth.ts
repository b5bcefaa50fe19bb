import { Hono } from 'hono';
import type { UserInfo } from '../../src/lib/api/types.ts';
import type { Account, SessionScope } from '../db/index.ts';
import { limitSignIn, type Deps } from '../deps.ts';
import { ApiError, CODES, invalidCredentials, validationError } from '../errors.ts';
import { assertCanSignIn, signInScope, type AppEnv } from '../sessions.ts';
import { readForm } from '../validation.ts';
import { findGoogleAccount } from './register.ts';

function field(form: URLSearchParams, name: string): string {
  const value = form.get(name);
  if (!value) throw validationError(`${name} is required.`);
  if (value.length > 4096) throw validationError(`${name} is too long.`);
  return value;
}

/** POST /v1/token (password, refresh_token and google_credentials grants) and GET /userinfo. */
export function authRoutes(deps: Deps) {
  const { db, config, sessions, google, passwords, clock } = deps;
  const app = new Hono<AppEnv>();

  app.post('/v1/token', async (c) => {
    const form = await readForm(c);
    const grant = form.get('grant_type');
    await limitSignIn(c, deps, grant === 'password' ? (form.get('username') ?? '') : undefined);
    const clientId = form.get('client_id');
    if (!clientId || !config.clientIds.includes(clientId)) {
      throw new ApiError(400, CODES.invalidClient, 'The client_id is missing or unknown.');
    }
    let account: Account;
    let family: string | undefined;
    let scope: SessionScope;
    switch (grant) {
      case 'password': {
        const username = field(form, 'username');
        const found = await db.accounts.findByEmail(username);
        const password = field(form, 'password');
        // verify runs even for an unknown account so both cost the same time.
        const ok = await passwords.verify(password, found?.passwordHash ?? null);
        if (!found || !ok) throw invalidCredentials();
        // A hash made with an older, cheaper cost is upgraded now that the password is at hand.
        if (found.passwordHash && passwords.needsRehash(found.passwordHash)) {
          await db.accounts.update(found.id, { passwordHash: await passwords.hash(password) });
        }
        account = found;
        break;
      }
      case 'refresh_token':
        ({ account, family, scope } = await sessions.refresh(field(form, 'refresh_token')));
        // A refresh keeps its scope; a full session still ends with the trial.
        if (scope === 'full') assertCanSignIn(account, clock.now());
        return c.json(await sessions.issue(account.id, clientId, family, scope));
      case 'google_credentials': {
        const identity = await google.verify(field(form, 'google_token'));
        if (!identity) throw invalidCredentials('Google authentication failed.');
        const found = await findGoogleAccount(deps, identity);
        // Its own code: the site offers to start the trial with this address instead.
        if (!found) {
          throw new ApiError(
            401,
            CODES.googleAccountNotFound,
            'No account uses this Google address.',
          );
        }
        account = found;
        break;
      }
      default:
        throw new ApiError(
          400,
          CODES.unsupportedGrantType,
          'grant_type must be password, refresh_token or google_credentials.',
        );
    }
    // `scope=billing` (a sign-in from a pricing link): an ended trial may still pay.
    scope = signInScope(account, form.get('scope'), clock.now());
    return c.json(await sessions.issue(account.id, clientId, family, scope));
  });

  app.get('/userinfo', sessions.requireAccount(), (c) => {
    const a = c.var.account;
    const info: UserInfo = {
      role: a.role,
      firstOnboardingDone: a.firstOnboardingDone,
      email: a.email,
      firstName: a.firstName,
      lastName: a.lastName,
    };
    return c.json(info);
  });

  return app;
}
