// Passkey ceremonies (WebAuthn, on @simplewebauthn/server), out of HTTP: registering a passkey for
// a signed-in account and signing in with one. Every challenge is used once, expires after
// CHALLENGE_SECONDS by the server clock, and is bound to the sign-in that asked for it
// (registration) or to its ceremony id (authentication). User verification is always required.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { Passkey } from '../src/lib/api/types.ts';
import type { Config } from './config.ts';
import { randomToken } from './crypto.ts';
import type { Account, StoredPasskey } from './db/index.ts';
import type { Deps } from './deps.ts';
import { ApiError, CODES } from './errors.ts';

/** How long a ceremony may take: its challenge's lifetime, and the browser's timeout. */
export const CHALLENGE_SECONDS = 5 * 60;

/**
 * Providers by AAGUID, so a passkey is listed as "iCloud Keychain" rather than nothing: the
 * best-known entries of the community list (github.com/passkeydeveloper/passkey-authenticator-aaguids).
 * Others, and authenticators that send an all-zero AAGUID, get no name.
 */
const PROVIDERS: Readonly<Record<string, string>> = {
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'iCloud Keychain',
  'dd4ec289-e01d-41c9-bb89-70fa845d4bf2': 'iCloud Keychain',
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'Google Password Manager',
  'adce0002-35bc-c60a-648b-0b25f1f05503': 'Chrome on Mac',
  '771b48fd-d3d4-4f74-9232-fc157ab0507a': 'Edge on Mac',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'Windows Hello',
  '9ddd1817-af5a-4672-a2b9-3e3dd95000a9': 'Windows Hello',
  '6028b017-b1d4-4c02-b4b3-afcdafc96bb2': 'Windows Hello',
  '53414d53-554e-4700-0000-000000000000': 'Samsung Pass',
  'bada5566-a7aa-401f-bd96-45619a55120d': '1Password',
  'd548826e-79b4-db40-a3d8-11116f7e8349': 'Bitwarden',
  '531126d6-e717-415c-9320-3d9aa6981239': 'Dashlane',
  'fdb141b2-5d84-443e-8a35-4698c205a502': 'KeePassXC',
};

/** The provider's name of an AAGUID, or null when unknown. */
export const providerName = (aaguid: string): string | null =>
  PROVIDERS[aaguid.toLowerCase()] ?? null;

/**
 * The relying party: PASSKEY_RP_ID and PASSKEY_ORIGINS, by default the host and origin of
 * SITE_URL (read here, not at load: a local start without SITE_URL learns its address late).
 */
export function relyingParty(config: Config): { rpId: string; origins: string[] } {
  const site = new URL(config.siteUrl);
  return {
    rpId: config.passkeys.rpId ?? site.hostname,
    origins: config.passkeys.origins ?? [site.origin],
  };
}

/** A passkey as the API answers it. */
export const passkeyJson = (passkey: StoredPasskey): Passkey => ({
  id: passkey.id,
  name: passkey.name,
  created_at: passkey.createdAt.toISOString(),
  last_used_at: passkey.lastUsedAt?.toISOString() ?? null,
});

const challengeInvalid = () =>
  new ApiError(
    400,
    CODES.passkeyChallengeInvalid,
    'This passkey request has expired or was used already. Please try again.',
  );

const verificationFailed = (message = 'The passkey could not be verified.') =>
  new ApiError(400, CODES.passkeyVerificationFailed, message);

/** The WebAuthn user handle of an account: its id, the same for every passkey it registers. */
const userHandle = (account: Account) => isoUint8Array.fromUTF8String(String(account.id));

const expiry = ({ clock }: Deps) => new Date(clock.now().getTime() + CHALLENGE_SECONDS * 1000);

/** The library's verdict, or null where it refuses by throwing (most refusals do). */
async function refusedAsNull<T>(verify: () => Promise<T>): Promise<T | null> {
  try {
    return await verify();
  } catch {
    return null;
  }
}

/** The challenge a response says it answers; null when its client data cannot be read. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    return decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
}

/** Options to create a passkey for `account`, answered within the sign-in `family` only. */
export async function registrationOptions(
  deps: Deps,
  account: Account,
  family: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpId } = relyingParty(deps.config);
  const existing = await deps.db.passkeys.listByUser(account.id);
  const options = await generateRegistrationOptions({
    rpName: deps.config.brandName,
    rpID: rpId,
    userName: account.email,
    userDisplayName: `${account.firstName} ${account.lastName}`.trim() || account.email,
    userID: userHandle(account),
    timeout: CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    // The same authenticator twice is refused by the browser, before the user is asked.
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await deps.db.passkeys.putChallenge({
    id: randomToken(16),
    kind: 'registration',
    challenge: options.challenge,
    userId: account.id,
    family,
    expiresAt: expiry(deps),
  });
  return options;
}

/** Verifies a new passkey's attestation and stores it for `account`. */
export async function registerPasskey(
  deps: Deps,
  account: Account,
  family: string,
  response: RegistrationResponseJSON,
): Promise<StoredPasskey> {
  const challenge = challengeOf(response.response.clientDataJSON);
  const expected =
    challenge &&
    (await deps.db.passkeys.consumeChallenge({
      kind: 'registration',
      challenge,
      userId: account.id,
      family,
    }));
  if (!expected) throw challengeInvalid();
  const { rpId, origins } = relyingParty(deps.config);
  const result = await refusedAsNull(() =>
    verifyRegistrationResponse({
      response,
      expectedChallenge: expected,
      expectedOrigin: origins,
      expectedRPID: rpId,
      requireUserVerification: true,
    }),
  );
  const info = result?.verified ? result.registrationInfo : null;
  if (!info) throw verificationFailed();
  const stored = await deps.db.passkeys.insert({
    id: info.credential.id,
    userId: account.id,
    publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: info.credential.counter,
    transports: info.credential.transports ?? response.response.transports ?? [],
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    aaguid: info.aaguid,
    name: providerName(info.aaguid),
  });
  if (!stored) throw verificationFailed('This passkey is registered already.');
  return stored;
}

/** Options to sign in with any passkey of this site (discoverable, so autofill can offer them). */
export async function authenticationOptions(
  deps: Deps,
): Promise<{ ceremony_id: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).rpId,
    allowCredentials: [],
    userVerification: 'required',
    timeout: CHALLENGE_SECONDS * 1000,
  });
  const ceremonyId = randomToken(16);
  await deps.db.passkeys.putChallenge({
    id: ceremonyId,
    kind: 'authentication',
    challenge: options.challenge,
    userId: null,
    family: null,
    expiresAt: expiry(deps),
  });
  return { ceremony_id: ceremonyId, options };
}

/**
 * Verifies a sign-in with a passkey and answers its account (whether it may sign in now is the
 * caller's: the same checks as a password). `limitAccount` counts the attempt against the
 * account's limits once the passkey names it, before anything is verified.
 */
export async function authenticateWithPasskey(
  deps: Deps,
  ceremonyId: string,
  response: AuthenticationResponseJSON,
  limitAccount: (account: Account) => Promise<void>,
): Promise<Account> {
  const expected = await deps.db.passkeys.consumeChallenge({
    kind: 'authentication',
    id: ceremonyId,
  });
  if (!expected) throw challengeInvalid();
  const passkey = await deps.db.passkeys.find(response.id);
  const account = passkey && (await deps.db.accounts.findById(passkey.userId));
  if (!passkey || !account) {
    throw new ApiError(400, CODES.passkeyUnknown, 'This passkey is not known here.');
  }
  await limitAccount(account);
  const handle = response.response.userHandle;
  if (handle && handle !== isoBase64URL.fromBuffer(userHandle(account))) throw verificationFailed();
  const { rpId, origins } = relyingParty(deps.config);
  const result = await refusedAsNull(() =>
    verifyAuthenticationResponse({
      response,
      expectedChallenge: expected,
      expectedOrigin: origins,
      expectedRPID: rpId,
      // The counter is compared below, once the signature is known to be good: only then is a
      // counter that went backwards worth a warning (a cloned authenticator), not a forgery.
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: 0,
      },
      requireUserVerification: true,
    }),
  );
  const info = result?.verified ? result.authenticationInfo : null;
  if (!info) throw verificationFailed();
  const counter = info.newCounter;
  if ((counter > 0 || passkey.counter > 0) && counter <= passkey.counter) {
    deps.log.warn(
      { userId: account.id, passkey: passkey.id, storedCounter: passkey.counter, counter },
      'passkey sign-in refused: its signature counter went backwards (a cloned authenticator?)',
    );
    throw verificationFailed();
  }
  if (
    !(await deps.db.passkeys.recordUse(passkey, { counter, backedUp: info.credentialBackedUp }))
  ) {
    throw challengeInvalid();
  }
  return account;
}
