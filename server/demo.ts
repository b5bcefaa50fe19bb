import type { Language } from './catalog.ts';
import type { NewAccount } from './db/index.ts';
import { trialEnd } from './accounts.ts';
import type { Deps } from './deps.ts';
import { invitationLink } from './mail.ts';

export const ACCOUNT_STATES = [
  'confirmed',
  'unconfirmed',
  'onboarded',
  'brand-admin',
  'trial-ended',
] as const;
// Exported for tests/api/support/flows.ts: it asks POST /dev/accounts for these states.
export type AccountState = (typeof ACCOUNT_STATES)[number];

interface AccountSpec {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  state: AccountState;
  language?: Language;
}

/** The stored account for a named state (dev endpoint POST /dev/accounts and the demo seed). */
export async function accountInState(
  spec: AccountSpec,
  { config, passwords, clock }: Pick<Deps, 'config' | 'passwords' | 'clock'>,
): Promise<NewAccount> {
  const { state } = spec;
  const now = clock.now();
  return {
    email: spec.email,
    passwordHash: await passwords.hash(spec.password),
    firstName: spec.firstName,
    lastName: spec.lastName,
    role: state === 'brand-admin' ? 'brand-admin' : 'user',
    confirmed: state !== 'unconfirmed',
    firstOnboardingDone: state === 'onboarded' || state === 'trial-ended',
    language: spec.language ?? 'en',
    trialEndsAt:
      state === 'trial-ended' ? new Date(now.getTime() - 86_400_000) : trialEnd(config, now),
  };
}

// Exported for the API tests that sign in as the seeded demo accounts, so they follow the seed.
export const DEMO_PASSWORD = 'demo-pass-1';

const demoAccount = (email: string, state: AccountState, firstName: string): AccountSpec => ({
  email,
  password: DEMO_PASSWORD,
  firstName,
  lastName: 'Demo',
  state,
});

// Exported for restart.test.ts: its seed test spends and checks exactly the seeded codes.
export const DEMO = {
  accounts: [
    demoAccount('onboarding@demo.test', 'confirmed', 'Olivia'),
    demoAccount('onboarded@demo.test', 'onboarded', 'Oscar'),
    demoAccount('brand-admin@demo.test', 'brand-admin', 'Bruno'),
    demoAccount('trial-ended@demo.test', 'trial-ended', 'Tina'),
    demoAccount('unconfirmed@demo.test', 'unconfirmed', 'Uma'),
    demoAccount('super-admin@demo.test', 'onboarded', 'Sam'),
  ],
  invitations: [
    { code: 'INVITE-DEMO', kind: 'team', email: 'invited@demo.test', days: 30 },
    { code: 'INVITE-EXPIRED', kind: 'team', email: 'invited@demo.test', days: -1 },
    { code: 'SUPERADMIN-DEMO', kind: 'super-admin', email: 'super-admin@demo.test', days: 30 },
    { code: 'SUPERADMIN-EXPIRED', kind: 'super-admin', email: 'super-admin@demo.test', days: -1 },
  ],
  sonosLinkCode: 'SONOS-DEMO',
  activationCode: 'ACT-DEMO-1',
} as const;

/**
 * Puts every demo entity in its documented state: creates what is missing and resets what was
 * changed (passwords, used codes, accepted invitations), so running it twice changes nothing.
 */
export async function seedDemo(deps: Deps): Promise<void> {
  const { db, clock } = deps;
  for (const spec of DEMO.accounts) {
    await db.accounts.upsert(await accountInState(spec, deps));
  }
  for (const inv of DEMO.invitations) {
    await db.invitations.put({
      code: inv.code,
      kind: inv.kind,
      email: inv.email,
      expiresAt: new Date(clock.now().getTime() + inv.days * 86_400_000),
    });
  }
  await db.invitations.putCode('sonos', DEMO.sonosLinkCode);
  await db.invitations.putCode('activation', DEMO.activationCode);
}

/** The console and README summary of the demo data. */
export function describeDemo(siteUrl: string): string {
  const accounts = DEMO.accounts.map((a) => `  ${a.email.padEnd(24)} ${a.state}`).join('\n');
  const invitations = DEMO.invitations
    .map((i) => {
      const expiresAt = new Date(Date.now() + i.days * 86_400_000);
      const link = invitationLink(siteUrl, 'en', { ...i, expiresAt, accountExists: false });
      return `  ${`${i.code} (${i.days < 0 ? 'expired' : 'valid'})`.padEnd(30)} ${link}`;
    })
    .join('\n');
  return `Demo accounts (password ${DEMO_PASSWORD}):\n${accounts}
Invitations:\n${invitations}
Sonos link code: ${DEMO.sonosLinkCode}   Sonos activation code: ${DEMO.activationCode}`;
}
