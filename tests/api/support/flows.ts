import type { TokenData, UserInfo } from '../../../src/lib/api/types.ts';
import type { Language } from '../../../server/catalog.ts';
import type { AccountState } from '../../../server/demo.ts';
import type { ApiClient, Reply } from './server.ts';

let counter = 0;
/** A unique address per call, so tests never collide on one server. */
export const uniqueEmail = (label = 'user') =>
  `${label}-${process.pid}-${Date.now().toString(36)}-${++counter}@example.test`;

export const PASSWORD = 'secret-pass-1';

/** Creates (or overwrites) an account in a state through the dev endpoint. */
export async function createAccount(
  api: ApiClient,
  state: AccountState = 'confirmed',
  { email = uniqueEmail(state), password = PASSWORD, language }: AccountOptions = {},
) {
  const reply = await api.post('/api/dev/accounts', { email, password, state, language });
  if (reply.status !== 201) throw new Error(`dev account: ${reply.status} ${reply.text}`);
  return { email, password };
}

interface AccountOptions {
  email?: string;
  password?: string;
  language?: Language;
}

/** GET /dev/users/:email. */
export const devUser = (api: ApiClient, email: string) =>
  api
    .get<Record<string, unknown>>(`/api/dev/users/${encodeURIComponent(email)}`)
    .then((r) => r.body);

export function passwordGrant(
  api: ApiClient,
  username: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<Reply<TokenData>> {
  return api.request<TokenData>('POST', '/api/v1/token', {
    form: { grant_type: 'password', client_id: 'account-web', username, password, ...extra },
  });
}

export function refreshGrant(api: ApiClient, refreshToken: string): Promise<Reply<TokenData>> {
  return api.request<TokenData>('POST', '/api/v1/token', {
    form: { grant_type: 'refresh_token', client_id: 'account-web', refresh_token: refreshToken },
  });
}

/** Signs in an account and returns its token data (throws unless 200). */
export async function signIn(api: ApiClient, email: string, password = PASSWORD) {
  const reply = await passwordGrant(api, email, password);
  if (reply.status !== 200) throw new Error(`sign-in: ${reply.status} ${reply.text}`);
  return reply.body;
}

export const userInfo = (api: ApiClient, token: string) =>
  api.get<UserInfo>('/api/userinfo', { token });

export function registrationPayload(
  email = uniqueEmail('reg'),
  extra: Record<string, unknown> = {},
) {
  return {
    company_name: '',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    password: PASSWORD,
    trackingId: null,
    accept_tos: true,
    accept_receive_info: true,
    ...extra,
  };
}

export interface MailJson {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  kind: 'verify' | 'reset' | 'invitation' | 'super-admin-invitation';
  createdAt: string;
}

export async function mailFor(api: ApiClient, email: string): Promise<MailJson[]> {
  const reply = await api.get<MailJson[]>(`/api/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  return reply.body;
}

/** The last path segment of the newest email link of a kind: the token or code it carries. */
export async function lastLinkToken(api: ApiClient, email: string, kind: MailJson['kind']) {
  const mail = (await mailFor(api, email)).find((m) => m.kind === kind);
  if (!mail) throw new Error(`no ${kind} email for ${email}`);
  const url = new URL(mail.links[0]!);
  return decodeURIComponent(url.pathname.split('/').at(-1)!);
}
