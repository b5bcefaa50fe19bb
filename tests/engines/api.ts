// The reference API's dev tools, from the runner (Node's fetch): fresh accounts, tokens, the dev
// mailbox (/api/dev/mailbox.json), invitations and what the API stored.
import type { TokenData } from '../../src/lib/api/types';

export const PASSWORD = 'secret-pass-1';
let counter = 0;

export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

export interface UserRecord {
  confirmed: boolean;
  firstOnboardingDone: boolean;
  onboarding?: { business_type?: string; genres?: string[]; customer_age?: unknown };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export function devApi(origin: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return {
    async createAccount(state: 'confirmed' | 'onboarded', language = 'en') {
      const account = { email: uniqueEmail(state), password: PASSWORD };
      await json(await post('/api/dev/accounts', { ...account, state, language }));
      return account;
    },
    /** Status of a password sign-in at the token endpoint (200 accepted, 401 refused). */
    tokenStatus: async (email: string, password: string) =>
      (await tokenResponse(origin, email, password)).status,
    async tokens(email: string, password = PASSWORD): Promise<TokenData> {
      const body = await json<TokenData>(await tokenResponse(origin, email, password));
      const { token, refreshToken, expiresAt, refreshTokenExpiresAt } = body;
      return { token, refreshToken, expiresAt, refreshTokenExpiresAt };
    },
    user: async (email: string) =>
      json<UserRecord>(await fetch(`${origin}/api/dev/users/${encodeURIComponent(email)}`)),
    async invite(email: string, language: string) {
      return json<{ code: string }>(
        await post('/api/dev/invitations', { kind: 'team', email, language }),
      );
    },
    /** The path (and query) of the newest link of that kind mailed to `to`, once it is there. */
    async mailLink(to: string, kind: 'verify' | 'reset' | 'invitation'): Promise<string> {
      const end = Date.now() + 20_000;
      for (;;) {
        const mails = await json<{ kind: string; links: string[] }[]>(
          await fetch(`${origin}/api/dev/mailbox.json?to=${encodeURIComponent(to)}`),
        );
        const link = mails.find((mail) => mail.kind === kind)?.links[0];
        if (link) {
          const url = new URL(link, origin);
          return url.pathname + url.search;
        }
        if (Date.now() > end) throw new Error(`no ${kind} mail to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
export type DevApi = ReturnType<typeof devApi>;

function tokenResponse(origin: string, username: string, password: string) {
  return fetch(`${origin}/api/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      client_id: 'account-web',
    }),
  });
}
