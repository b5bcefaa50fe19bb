// Invitations: POST /accept-invite (team member), POST /accept-super-admin-invite, and
// GET /invitations/{code} (whether a link can still be used).

import { readBody, readErrorBody } from './body';
import type { ApiClient } from './client';
import { apiClient } from './site-client';
import { isRecord } from './guards';

/**
 * An accepted invitation (`needsConfirmation`: the account made on the invitation page still has
 * to confirm its email), or a refusal with the server's code and message when it sent them.
 */
export type AcceptInviteResult =
  | { ok: true; needsConfirmation: boolean }
  | { ok: false; code: string | undefined; message: string | undefined };

/**
 * `auth`: an acceptance by the signed-in invitee carries the stored session (a 401 refreshes it
 * once); the acceptance right after registering on the invitation proves the account by that
 * registration instead, so it sends none.
 */
async function accept(
  client: ApiClient,
  path: string,
  body: object,
  auth: 'session' | 'none',
): Promise<AcceptInviteResult> {
  const response = await client.send(path, { method: 'POST', body, auth });
  if (response.ok) {
    const answer = await readBody(response);
    const needsConfirmation = isRecord(answer) && answer.confirmed === false;
    return { ok: true, needsConfirmation };
  }
  const { code, message } = await readErrorBody(response);
  return { ok: false, code, message };
}

/**
 * Accepts a team invitation: with the email right after registering on the invitation page, else
 * with the session of the signed-in invitee. A refusal resolves with the server's message
 * (undefined when absent); network failures and an ended session throw.
 */
export function acceptInvite(
  inviteCode: string,
  email?: string,
  client: ApiClient = apiClient,
): Promise<AcceptInviteResult> {
  return accept(
    client,
    'accept-invite',
    // Stryker disable next-line ConditionalExpression: JSON leaves an undefined email out either way.
    email === undefined ? { inviteCode } : { inviteCode, email },
    email === undefined ? 'session' : 'none',
  );
}

/** Accepts a Super Admin invitation; same result handling as acceptInvite. */
export function acceptSuperAdminInvite(
  invitationCode: string,
  client: ApiClient = apiClient,
): Promise<AcceptInviteResult> {
  return accept(client, 'accept-super-admin-invite', { inviteCode: invitationCode }, 'session');
}

/** Whether an invitation link can still be used: open, or the refusal accepting would meet. */
export type InvitationStanding =
  { ok: true } | { ok: false; code: string | undefined; message: string | undefined };

/** GET /invitations/{code}: asked as an invitation page opens; network failures throw. */
export async function checkInvitation(
  code: string,
  kind: 'team' | 'super-admin',
  client: ApiClient = apiClient,
): Promise<InvitationStanding> {
  const response = await client.send(`invitations/${encodeURIComponent(code)}`, {
    query: { kind },
    auth: 'none',
  });
  if (response.ok) return { ok: true };
  const { code: errorCode, message } = await readErrorBody(response);
  return { ok: false, code: errorCode, message };
}
