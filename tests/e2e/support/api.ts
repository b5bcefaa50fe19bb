// Test access to the reference API's development endpoints (enabled in the e2e server): create
// accounts in a given state, read the mailbox, inspect what the API stored.
import { expect, type APIRequestContext } from '@playwright/test';

export type AccountState =
  'confirmed' | 'unconfirmed' | 'onboarded' | 'brand-admin' | 'trial-ended';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  kind: 'verify' | 'reset' | 'invitation' | 'super-admin-invitation';
  createdAt: string;
}

let counter = 0;

/** A fresh, unique email address for one test. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

export const DEFAULT_PASSWORD = 'secret-pass-1';

/** Creates an account directly in the given state. */
export async function createAccount(
  request: APIRequestContext,
  state: AccountState,
  overrides: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
) {
  const account = {
    email: overrides.email ?? uniqueEmail(state),
    password: overrides.password ?? DEFAULT_PASSWORD,
    firstName: overrides.firstName ?? 'Ada',
    lastName: overrides.lastName ?? 'Lovelace',
  };
  const response = await request.post('/api/dev/accounts', { data: { ...account, state } });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** The mails sent to an address, newest first. */
export async function mailbox(request: APIRequestContext, to: string): Promise<Mail[]> {
  const response = await request.get(`/api/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Mail[];
}

/** Waits for the newest mail of a kind and returns its first link as a site path. */
export async function mailLink(
  request: APIRequestContext,
  to: string,
  kind: Mail['kind'],
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailbox(request, to)).find((m) => m.kind === kind);
      link = mail?.links[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!, 'http://localhost');
  return url.pathname + url.search;
}

/** What the reference API stored about a user. */
export async function userRecord(request: APIRequestContext, email: string) {
  const response = await request.get(`/api/dev/users/${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    email: string;
    firstName: string;
    lastName: string;
    role: string;
    confirmed: boolean;
    firstOnboardingDone: boolean;
    utm: Record<string, string> | null;
    onboarding: Record<string, unknown> | null;
    subscriptions: unknown[];
    language: string;
  };
}

/** A new invitation code (team or Super Admin) without an addressee. */
export async function createInvitation(
  request: APIRequestContext,
  kind: 'team' | 'super-admin',
  expiresInDays = 7,
): Promise<string> {
  const response = await request.post('/api/dev/invitations', { data: { kind, expiresInDays } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

/** An invitation sent to `email` (in the inviter's `language`): its code and the mailed link. */
export async function sendInvitation(
  request: APIRequestContext,
  kind: 'team' | 'super-admin',
  email: string,
  language?: string,
): Promise<{ code: string; link: string }> {
  const response = await request.post('/api/dev/invitations', { data: { kind, email, language } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { code: string; link: string };
}

/** A new Sonos link code or activation code. */
export async function createCode(
  request: APIRequestContext,
  kind: 'sonos-link-codes' | 'activation-codes',
): Promise<string> {
  const response = await request.post(`/api/dev/${kind}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

/** Marks a user's access tokens expired, so the next API call takes the refresh path. */
export async function expireAccessTokens(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/dev/tokens/expire', { data: { email } });
  expect(response.ok()).toBe(true);
}
