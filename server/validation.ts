import type { Context } from 'hono';
import { ApiError, CODES, validationError } from './errors.ts';

/**
 * A tiny schema checker: enough to validate every request body field by field with a readable
 * message, without pulling a validation library into the dependency list.
 */
export type Validator<T> = (value: unknown, path: string) => T;
export type Infer<V> = V extends Validator<infer T> ? T : never;

const fail = (path: string, expected: string): never => {
  throw validationError(`${path} must be ${expected}.`);
};

export const v = {
  string:
    (opts: { min?: number; max?: number } = {}): Validator<string> =>
    (value, path) => {
      const { min = 0, max = 1000 } = opts;
      if (typeof value !== 'string') return fail(path, 'a string');
      if (value.length < min) return fail(path, min === 1 ? 'non-empty' : `at least ${min} long`);
      if (value.length > max) return fail(path, `at most ${max} characters`);
      return value;
    },
  /** A person's or company's name: it goes into emails, so no bidirectional overrides. */
  name:
    (opts: { min?: number; max?: number } = {}): Validator<string> =>
    (value, path) => {
      const name = v.string(opts)(value, path);
      if (BIDI_CONTROL.test(name)) return fail(path, 'free of text-direction control characters');
      return name;
    },
  email: (): Validator<string> => (value, path) => {
    const email = v.string({ min: 1, max: 254 })(value, path).trim();
    if (!isEmail(email)) return fail(path, 'a valid email address');
    return email;
  },
  boolean: (): Validator<boolean> => (value, path) =>
    typeof value === 'boolean' ? value : fail(path, 'a boolean'),
  literal:
    <L extends string | boolean>(...allowed: L[]): Validator<L> =>
    (value, path) =>
      allowed.includes(value as L) ? (value as L) : fail(path, `one of ${allowed.join(', ')}`),
  optional:
    <T>(inner: Validator<T>): Validator<T | undefined> =>
    (value, path) =>
      value === undefined ? undefined : inner(value, path),
  nullable:
    <T>(inner: Validator<T>): Validator<T | null> =>
    (value, path) =>
      value === null ? null : inner(value, path),
  number:
    (opts: { min?: number; max?: number } = {}): Validator<number> =>
    (value, path) => {
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail(path, 'a number');
      if (opts.min !== undefined && value < opts.min) return fail(path, `at least ${opts.min}`);
      if (opts.max !== undefined && value > opts.max) return fail(path, `at most ${opts.max}`);
      return value;
    },
  array:
    <T>(inner: Validator<T>, max = 100): Validator<T[]> =>
    (value, path) => {
      if (!Array.isArray(value)) return fail(path, 'an array');
      if (value.length > max) return fail(path, `at most ${max} items`);
      return value.map((item, i) => inner(item, `${path}[${i}]`));
    },
  /** Checks a value against a schema but keeps it exactly as received (extra keys too). */
  asReceived:
    <T>(inner: Validator<T>): Validator<T> =>
    (value, path) => {
      inner(value, path);
      return value as T;
    },
  object:
    <S extends Record<string, Validator<unknown>>>(
      shape: S,
    ): Validator<{ [K in keyof S]: Infer<S[K]> }> =>
    (value, path) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return fail(path, 'a JSON object');
      }
      const record = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, check] of Object.entries(shape)) {
        out[key] = check(record[key], path === 'body' ? key : `${path}.${key}`);
      }
      return out as { [K in keyof S]: Infer<S[K]> };
    },
};

/** C0 controls and DEL: a NUL cannot even be stored, and none belongs in any field of this API. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Bidirectional overrides and isolates: they make a name in an email read as something else. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The first path (`body.first_name`, `body[key]`) whose string or key holds a control character. */
function controlCharacterAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = CONTROL.test(key) ? path : controlCharacterAt(item, `${path}.${key}`);
    if (at) return at;
  }
  return null;
}

/** Refuses a request whose data holds a control character anywhere (400, never a 500). */
function refuseControlCharacters(value: unknown, path: string): void {
  const at = controlCharacterAt(value, path);
  if (at)
    throw validationError(`${at.replace(/^body\./, '')} must not contain control characters.`);
}

/** A name from elsewhere (a Google profile) with control and text-direction characters removed. */
export const cleanName = (name: string) =>
  name.replace(new RegExp(`${CONTROL.source}|${BIDI_CONTROL.source}`, 'g'), '').trim();

/** The general address pattern of spec section 5 with its length limits. */
export function isEmail(email: string): boolean {
  if (email.length === 0 || email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1 || at > 64) return false;
  if (
    email
      .slice(at + 1)
      .split('.')
      .some((label) => label.length > 63)
  )
    return false;
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function requireMediaType(c: Context, expected: string): void {
  if (mediaType(c) !== expected) {
    throw new ApiError(415, CODES.unsupportedMediaType, `Content-Type must be ${expected}.`);
  }
}

/** Parses and validates a JSON body; every failure is a clean 4xx, never a stack trace. */
export async function readJson<T>(c: Context, schema: Validator<T>): Promise<T> {
  requireMediaType(c, 'application/json');
  const text = await c.req.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, CODES.malformedJson, 'The request body is not valid JSON.');
  }
  refuseControlCharacters(parsed, 'body');
  return schema(parsed, 'body');
}

/** Parses an application/x-www-form-urlencoded body (the token endpoint's format). */
export async function readForm(c: Context): Promise<URLSearchParams> {
  requireMediaType(c, 'application/x-www-form-urlencoded');
  const form = new URLSearchParams(await c.req.text());
  refuseControlCharacters(Object.fromEntries(form), 'body');
  return form;
}
