import { Hono } from 'hono';
import { findGoogleAccount } from '../accounts.ts';
import type { UserInfo } from '../../src/lib/api/types.ts';
import type { Account } from '../db/index.ts';
import { sha256 } from '../crypto.ts';
import type { Deps } from '../deps.ts';
import { limitRefresh, limitSignIn } from '../rate-limit.ts';
import { ApiError, CODES, invalidCredentials, validationError } from '../errors.ts';
import { signInScope, type AppEnv } from '../sessions.ts';
import { readForm } from '../validation.ts';

function field(form: URLSearchParams, name: string): string {
  const value = form.get(name);
  if (!value) throw validationError(`${name} is required.`);
  if (value.length > 4096) throw validationError(`${name} is too long.`);
  return value;
}

/**
 * Checks an account's password (and costs the same time for an unknown account). A hash made with
 * an older cost, or before passwords were normalized to NFC, is made again now it is at hand.
 */
export async function checkPassword(
  { db, passwords }: Deps,
  account: Account | null,
  password: string,
): Promise<boolean> {
  const { ok, rehash } = await passwords.check(password, account?.passwordHash ?? null);
  if (account && ok && rehash) {
    await db.accounts.update(account.id, { passwordHash: await passwords.hash(password) });
  }
  return ok;
}

/** The client_id of a form, refused when missing or unknown. */
function clientOf(form: URLSearchParams, clientIds: readonly string[]): string {
  const clientId = form.get('client_id');
  if (!clientId || !clientIds.includes(clientId)) {
    throw new ApiError(400, CODES.invalidClient, 'The client_id is missing or unknown.');
  }
  return clientId;
}

/**
 * POST /v1/token (password, refresh_token, google_credentials grants), /v1/revoke,
 * /v1/revoke_all, GET /userinfo.
 */
export function authRoutes(deps: Deps) {
  const { db, config, sessions, google, clock } = deps;
  const app = new Hono<AppEnv>();

  app.post('/v1/token', async (c) => {
    const form = await readForm(c);
    const grant = form.get('grant_type');
    if (grant === 'refresh_token') await limitRefresh(c, deps);
    else
      await limitSignIn(c, deps, grant === 'password' ? (form.get('username') ?? '') : undefined);
    const clientId = clientOf(form, config.clientIds);
    let account: Account;
    switch (grant) {
      case 'password': {
        const username = field(form, 'username');
        const found = await db.accounts.findByEmail(username);
        const ok = await checkPassword(deps, found, field(form, 'password'));
        if (!found || !ok) throw invalidCredentials();
        account = found;
        break;
      }
      case 'refresh_token':
        return c.json(await sessions.refresh(field(form, 'refresh_token'), clientId));
      case 'google_credentials': {
        const identity = await google.verify(field(form, 'google_token'));
        if (!identity) throw invalidCredentials('Google authentication failed.');
        const found = await findGoogleAccount(db, identity);
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
    const scope = signInScope(account, form.get('scope'), clock.now());
    return c.json(await sessions.issue(account.id, clientId, scope));
  });

  // RFC 7009: revokes the sign-in a token belongs to (the refresh token's whole chain). 200 also
  // for a token that is unknown, expired or already revoked: the client's session is over either way.
  app.post('/v1/revoke', async (c) => {
    const form = await readForm(c);
    await limitRefresh(c, deps);
    const clientId = clientOf(form, config.clientIds);
    await sessions.revoke(field(form, 'token'), clientId);
    return c.body(null, 200);
  });

  // "Sign out everywhere" (ASVS 3.3.4): every session of the account a live token (access, or a
  // refresh token not yet rotated) of this client belongs to, on every client. A stale token
  // (rotated, expired, revoked) proves nothing: it cannot sign anyone else out.
  app.post('/v1/revoke_all', async (c) => {
    const form = await readForm(c);
    await limitRefresh(c, deps);
    const clientId = clientOf(form, config.clientIds);
    const hash = sha256(field(form, 'token'));
    const owner = await db.tokens.familyOf(hash);
    if (owner && owner.clientId !== clientId) {
      throw new ApiError(400, CODES.invalidClient, 'The token was issued to another client.');
    }
    const refresh = await db.tokens.findRefresh(hash);
    const live = refresh && !refresh.usedAt && refresh.expiresAt > clock.now();
    const userId = live ? refresh.userId : (await db.tokens.findAccess(hash))?.userId;
    if (userId === undefined) throw invalidCredentials('The token is not a live session.');
    await db.tokens.revokeAll(userId);
    return c.body(null, 200);
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
