// Invitations: POST /accept-invite (team member) and POST /accept-super-admin-invite.

import { apiClient, readErrorBody, type ApiClient } from './client';

export type AcceptInviteResult = { ok: true } | { ok: false; message: string | undefined };

async function accept(client: ApiClient, path: string, body: object): Promise<AcceptInviteResult> {
  // No session auth: a 4xx here is about the invitation, never a reason to refresh a token.
  const response = await client.send(path, { method: 'POST', body, auth: 'none' });
  if (response.ok) return { ok: true };
  const { message } = await readErrorBody(response);
  return { ok: false, message };
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
