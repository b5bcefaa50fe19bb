import { Hono, type Context } from 'hono';
import type { Deps } from '../deps.ts';
import type { InvitationKind } from '../db/index.ts';
import { ApiError, CODES } from '../errors.ts';
import {
  acceptSuperAdminInvitation,
  acceptTeamInvitation,
  openInvitation,
} from '../invitations.ts';
import { limitInvitationLookups } from '../rate-limit.ts';
import type { AppEnv } from '../sessions.ts';
import { emailAddress, jsonBody, object, text } from '../validation.ts';
import * as v from 'valibot';

const inviteCode = text({ min: 1, max: 200 });
const teamAcceptance = object({ inviteCode, email: v.optional(emailAddress()) });
const superAdminAcceptance = object({ inviteCode });

/** Codes with this prefix fail without a message, so the site's fallback text can be tested. */
const NO_MESSAGE_PREFIX = 'nomessage-';

/** POST /accept-invite (team), POST /accept-super-admin-invite and GET /invitations/:code. */
export function invitationRoutes(deps: Deps) {
  const { db, sessions } = deps;
  const app = new Hono<AppEnv>();

  /** Refuses a lookup past the limit, a test code, or an invitation that cannot be accepted. */
  async function acceptable(c: Context, kind: InvitationKind, code: string): Promise<void> {
    await limitInvitationLookups(c, deps);
    if (code.startsWith(NO_MESSAGE_PREFIX)) throw new ApiError(409, CODES.invitationFailed);
    await openInvitation(db, code, kind);
  }

  app.post('/accept-invite', jsonBody(teamAcceptance), async (c) => {
    const body = c.req.valid('json');
    await acceptable(c, 'team', body.inviteCode);
    const session = await sessions.accountOf(c.req.header('authorization'));
    const confirmed = await acceptTeamInvitation(db, body.inviteCode, {
      session,
      email: body.email,
    });
    // `confirmed: false`: the new account still has to confirm its email before signing in.
    return c.json({ message: 'Invitation accepted.', ...(session ? {} : { confirmed }) });
  });

  app.post('/accept-super-admin-invite', jsonBody(superAdminAcceptance), async (c) => {
    const { inviteCode } = c.req.valid('json');
    const account = await sessions.accountOf(c.req.header('authorization'));
    await acceptable(c, 'super-admin', inviteCode);
    await acceptSuperAdminInvitation(db, inviteCode, account);
    return c.json({ message: 'Super Admin invitation accepted.' });
  });

  /** Whether an invitation link can still be used, asked by its page as it opens. */
  app.get('/invitations/:code', async (c) => {
    const kind = c.req.query('kind') === 'super-admin' ? 'super-admin' : 'team';
    await acceptable(c, kind, c.req.param('code').slice(0, 200));
    return c.json({ state: 'open' });
  });

  return app;
}
