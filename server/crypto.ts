import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 };

function scryptAsync(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, SCRYPT.keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`: parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = SCRYPT;
  const key = await scryptAsync(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

// A hash of nothing in particular, checked when the account is unknown so that an unknown email
// costs the same time as a wrong password (no account enumeration by timing).
const DECOY = hashPassword('decoy-password-never-matches');

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? (await DECOY)).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected) && stored !== null;
}

/** An unguessable URL-safe secret (tokens, checkout ids). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are stored as sha256 so a database leak does not leak live sessions. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A short human-typable code (invitations, Sonos codes). */
export const randomCode = (prefix: string) =>
  `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;
