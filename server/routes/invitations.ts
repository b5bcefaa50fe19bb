import { Hono, type Context } from 'hono';
import { clientNetwork, enforceLimits, type Deps } from '../deps.ts';
import type { InvitationKind } from '../db/index.ts';
import { ApiError, CODES } from '../errors.ts';
import type { AppEnv } from '../sessions.ts';
import { emailAddress, jsonBody, object, text } from '../validation.ts';
import * as v from 'valibot';

const inviteCode = text({ min: 1, max: 200 });
const teamAcceptance = object({ inviteCode, email: v.optional(emailAddress()) });
const superAdminAcceptance = object({ inviteCode });

/** Codes with this prefix fail without a message, so the site's fallback text can be tested. */
const NO_MESSAGE_PREFIX = 'nomessage-';

const FAILURES = {
  'not-found': [
    404,
    CODES.invitationNotFound,
    'This invitation does not exist. Please check the link or ask the administrator for a new invitation.',
  ],
  expired: [
    410,
    CODES.invitationExpired,
    'This invitation has expired and is no longer valid. Please contact the administrator to get a new invitation.',
  ],
  used: [409, CODES.invitationUsed, 'This invitation has already been accepted.'],
} as const;

/** The answer to an invitation that cannot be accepted (also used by an invitation registration). */
export function invitationFailure(reason: keyof typeof FAILURES): ApiError {
  const [status, errorCode, message] = FAILURES[reason];
  return new ApiError(status, errorCode, message);
}

/** Counts one invitation-code lookup of the client: codes are guessable only by trying many. */
export async function limitInvitationLookups(c: Context, deps: Deps): Promise<void> {
  await enforceLimits(deps, [['invitePerIp', clientNetwork(c, deps.config)]]);
}

/** POST /accept-invite (team) and POST /accept-super-admin-invite. */
export function invitationRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  async function accept(c: Context, kind: InvitationKind, code: string, email: string | null) {
    await limitInvitationLookups(c, deps);
    if (code.startsWith(NO_MESSAGE_PREFIX)) throw new ApiError(409, CODES.invitationFailed);
    const result = await db.invitations.accept(code, kind, email);
    if (typeof result === 'string') throw invitationFailure(result);
    if (kind === 'team') {
      // Registering from an invitation addressed to that email proves the address.
      const account = email ? await db.accounts.findByEmail(email) : null;
      if (account?.email === result.email) {
        await db.accounts.update(account.id, { confirmed: true });
      }
      // `confirmed: false`: the new account still has to confirm its email before signing in.
      const confirmed = account ? account.confirmed || result.email === account.email : undefined;
      return c.json({ message: 'Invitation accepted.', ...(account ? { confirmed } : {}) });
    }
    const invited = result.email ? await db.accounts.findByEmail(result.email) : null;
    if (invited) await db.accounts.update(invited.id, { role: 'super-admin' });
    return c.json({ message: 'Super Admin invitation accepted.' });
  }

  app.post('/accept-invite', jsonBody(teamAcceptance), async (c) => {
    const body = c.req.valid('json');
    return accept(c, 'team', body.inviteCode, body.email ?? null);
  });

  app.post('/accept-super-admin-invite', jsonBody(superAdminAcceptance), async (c) => {
    const body = c.req.valid('json');
    return accept(c, 'super-admin', body.inviteCode, null);
  });

  return app;
}
