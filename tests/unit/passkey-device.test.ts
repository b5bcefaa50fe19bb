// The browser's memory of the accounts that met the passkey offer (lib/passkey-device.ts): a hash
// of the address, never the address; case and spaces do not make another account; bounded.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  isPasskeyAccountKnown,
  passkeyAccountKey,
  rememberPasskeyAccount,
} from '../../src/lib/passkey-device';
import { installStorage, uninstallStorage } from './support/memory-storage';

const stored = () => localStorage.getItem('account.passkeyAccounts') ?? '';

beforeEach(() => installStorage());
afterEach(() => uninstallStorage());

describe('passkey device memory', () => {
  it('keys an account by a SHA-256 of its address, whatever its case and spaces', async () => {
    const key = await passkeyAccountKey(' Ana@Example.com ');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await passkeyAccountKey('ana@example.com')).toBe(key);
    expect(await passkeyAccountKey('bo@example.com')).not.toBe(key);
  });

  it('remembers an account without its address, and only that account', async () => {
    const ana = await passkeyAccountKey('ana@example.com');
    expect(isPasskeyAccountKnown(ana)).toBe(false);
    rememberPasskeyAccount(ana);
    expect(isPasskeyAccountKnown(ana)).toBe(true);
    expect(isPasskeyAccountKnown(await passkeyAccountKey('bo@example.com'))).toBe(false);
    expect(stored()).not.toContain('ana');
  });

  it('forgets the oldest of a shared device’s accounts past 50, and survives a foreign value', () => {
    for (let n = 0; n < 51; n += 1) rememberPasskeyAccount(`key-${n}`);
    expect(isPasskeyAccountKnown('key-0')).toBe(false);
    expect(isPasskeyAccountKnown('key-50')).toBe(true);
    localStorage.setItem('account.passkeyAccounts', '{"not":"a list"}');
    expect(isPasskeyAccountKnown('key-50')).toBe(false);
    rememberPasskeyAccount('key-x');
    expect(isPasskeyAccountKnown('key-x')).toBe(true);
  });
});
