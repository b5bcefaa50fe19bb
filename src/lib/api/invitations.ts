// Invitations: POST /accept-invite (team member) and POST /accept-super-admin-invite.

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

async function accept(client: ApiClient, path: string, body: object): Promise<AcceptInviteResult> {
  // No session auth: a 4xx here is about the invitation, never a reason to refresh a token.
  const response = await client.send(path, { method: 'POST', body, auth: 'none' });
  if (response.ok) {
    const answer = await readBody(response);
    const needsConfirmation = isRecord(answer) && answer.confirmed === false;
    return { ok: true, needsConfirmation };
  }
  const { code, message } = await readErrorBody(response);
  return { ok: false, code, message };
}

/**
 * Accepts a team invitation (with the email after registering on the invitation page). A refusal
 * resolves with the server's message (undefined when absent); network failures throw.
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
  );
}

/** Accepts a Super Admin invitation; same result handling as acceptInvite. */
export function acceptSuperAdminInvite(
  invitationCode: string,
  client: ApiClient = apiClient,
): Promise<AcceptInviteResult> {
  return accept(client, 'accept-super-admin-invite', { inviteCode: invitationCode });
}
