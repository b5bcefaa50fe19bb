// Which accounts already met the passkey offer in this browser (docs/flows.md, "The offer after
// sign-in"): one created a passkey here, signed in with one, or answered "Not now". Kept in
// localStorage by a SHA-256 of the account's address, never the address or a token.

import { readJson, writeJson } from './stores/storage';

const STORAGE_KEY = 'passkeyAccounts';
/** A shared tablet sees many accounts: the oldest are forgotten past this many. */
const MAX_ACCOUNTS = 50;

/** The account's key in this browser's memory: a hex SHA-256 of its address, lower-cased. */
export async function passkeyAccountKey(email: string): Promise<string> {
  const data = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function rememberedKeys(): string[] {
  const stored = readJson('local', STORAGE_KEY);
  return Array.isArray(stored)
    ? stored.filter((key): key is string => typeof key === 'string')
    : [];
}

/** True when this browser has a passkey, or a "Not now", for the account. */
export const isPasskeyAccountKnown = (key: string): boolean => rememberedKeys().includes(key);

/** Remembers the account in this browser (the newest first). */
export function rememberPasskeyAccount(key: string): void {
  const others = rememberedKeys().filter((known) => known !== key);
  writeJson('local', STORAGE_KEY, [key, ...others].slice(0, MAX_ACCOUNTS));
}
