import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { systemClock, type Clock } from './clock.ts';
import { ApiError, CODES } from './errors.ts';

/** OWASP's minimum for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1. */
export const DEFAULT_SCRYPT_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/** How hashing is bounded: cost, and how many hashes may run or wait at once. */
export interface HashingOptions {
  /** log2 of scrypt's N. */
  logN: number;
  /**
   * Hashes running at once. Node runs scrypt on libuv's pool of 4 threads, which file reads
   * share: a registration flood must leave threads for static files and the database.
   */
  maxConcurrent: number;
  /** Hashes waiting beyond which a request is turned away (503) instead of queued. */
  maxQueued: number;
  /**
   * A hash that waited longer than this for a slot is dropped (503), not run: the site's client
   * gave up after 15 s, so hashing for nobody would only delay the requests behind it.
   */
  maxWaitMs: number;
}

const busy = () =>
  new ApiError(503, CODES.busy, 'The service is busy. Please try again in a moment.', {
    'Retry-After': '2',
  });

function scryptAsync(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node refuses more than 32 MiB unless told.
  const maxmem = 256 * (opts.N ?? 1) * (opts.r ?? R) + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { ...opts, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** A password checked against a stored hash: does it match, should it be hashed again. */
export interface PasswordCheck {
  ok: boolean;
  rehash: boolean;
}

/**
 * Hashes and checks passwords (`scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so
 * the cost can be raised and old hashes upgraded on the next sign-in), never more than
 * `maxConcurrent` at once.
 */
export class PasswordHasher {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Checked when the account is unknown, so an unknown email costs the time of a wrong password. */
  private readonly decoy: Promise<string>;

  constructor(
    private readonly options: HashingOptions,
    private readonly clock: Clock = systemClock,
  ) {
    this.decoy = this.hash('decoy-password-never-matches');
  }

  /** Hashes the password as NFC: "é" typed as one character or as e + accent is one password. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const N = 2 ** this.options.logN;
    const nfc = password.normalize('NFC');
    const key = await this.bounded(() => scryptAsync(nfc, salt, { N, r: R, p: P }));
    return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /**
   * Whether the password matches the stored hash, and whether to hash it again now that it is at
   * hand: made with an older cost, or made before passwords were normalized (from the exact
   * characters received, which may have been NFD). Its NFC form is tried first, then the form as
   * received and NFD: each form once, for an unknown account too, so both cost the same time.
   */
  async check(password: string, stored: string | null): Promise<PasswordCheck> {
    const forms = [...new Set([password.normalize('NFC'), password, password.normalize('NFD')])];
    let match = -1;
    for (const [i, form] of forms.entries()) {
      if (match === -1 && (await this.matches(form, stored))) match = i;
    }
    if (match === -1 || stored === null) return { ok: false, rehash: false };
    return { ok: true, rehash: match > 0 || this.needsRehash(stored) };
  }

  async verify(password: string, stored: string | null): Promise<boolean> {
    return (await this.check(password, stored)).ok;
  }

  private async matches(password: string, stored: string | null): Promise<boolean> {
    const [scheme, n, r, p, salt, hash] = (stored ?? (await this.decoy)).split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const opts = { N: Number(n), r: Number(r), p: Number(p) };
    const key = await this.bounded(() => scryptAsync(password, Buffer.from(salt, 'base64'), opts));
    return key.length === expected.length && timingSafeEqual(key, expected) && stored !== null;
  }

  /** True when a stored hash is weaker than today's parameters (rehash it after a sign-in). */
  needsRehash(stored: string): boolean {
    const [scheme, n, r, p] = stored.split('$');
    return (
      scheme !== 'scrypt' || Number(n) < 2 ** this.options.logN || Number(r) < R || Number(p) < P
    );
  }

  private async bounded<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.maxConcurrent) {
      if (this.waiting.length >= this.options.maxQueued) throw busy();
      const queuedAt = this.clock.now().getTime();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
      if (this.clock.now().getTime() - queuedAt > this.options.maxWaitMs) {
        this.release();
        throw busy();
      }
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  /** Hands the slot straight to the next waiter, or frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

/** An unguessable URL-safe secret (tokens, checkout ids). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are stored as sha256 so a database leak does not leak live sessions. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A short human-typable code (invitations, Sonos codes). */
export const randomCode = (prefix: string) =>
  `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;

const sealKey = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, '', 'account-api sealed value', 32));

/** Encrypts `plain` (AES-256-GCM) with a key derived from a high-entropy `secret` (a token). */
export function sealWith(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plain text sealed with `secret`, or null when the secret is not the one it was sealed with. */
export function openWith(secret: string, sealed: string): string | null {
  const data = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), data.subarray(0, 12));
    decipher.setAuthTag(data.subarray(12, 28));
    return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
