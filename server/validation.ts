import { sValidator } from '@hono/standard-validator';
import type { Context, Next } from 'hono';
import * as v from 'valibot';
import { BIDI_CONTROL, emailRule, isWellFormedText } from '../src/lib/rules.ts';
import { ApiError, CODES, validationError } from './errors.ts';

// Request bodies are checked with valibot schemas. The fields the site's forms also check use the
// shared rules of src/lib/rules.ts (email, names, passwords), so the API accepts exactly what the
// forms let through; the helpers below build the API-only fields with the same message style:
// every failure is a 400 E_VALIDATION whose message names the field ("genres must be an array.").

interface Limits {
  min?: number;
  max?: number;
}

/** A string of min..max characters (max 1000 unless told). */
export const text = ({ min = 0, max = 1000 }: Limits = {}) =>
  v.pipe(
    v.string('must be a string'),
    v.minLength(min, min === 1 ? 'must be non-empty' : `must be at least ${min} long`),
    v.maxLength(max, `must be at most ${max} characters`),
  );

/** A company's name (the forms do not check it): it goes into emails, so no bidi overrides. */
export const name = (limits: Limits = {}) =>
  v.pipe(
    text(limits),
    v.check(
      (value) => !BIDI_CONTROL.test(value),
      'must be free of text-direction control characters',
    ),
  );

/** The shared email rule: trimmed, the address pattern and length limits of spec section 5. */
export const emailAddress = emailRule;

/** true or false. */
export const boolean = () => v.boolean('must be a boolean');

/** One of the listed strings. */
export const oneOf = <const L extends readonly string[]>(...allowed: L) =>
  v.picklist(allowed, `must be one of ${allowed.join(', ')}`);

/** A finite number within min..max. */
export const number = ({ min = -Infinity, max = Infinity }: Limits = {}) =>
  v.pipe(
    v.number('must be a number'),
    v.finite('must be a number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/** An array of at most `max` items, each checked by `item`. */
export const array = <S extends v.GenericSchema>(item: S, max = 100) =>
  v.pipe(v.array(item, 'must be an array'), v.maxLength(max, `must be at most ${max} items`));

const objectMessage = (issue: v.BaseIssue<unknown>) =>
  issue.kind === 'schema' && issue.received === 'undefined' && issue.path
    ? 'is required'
    : 'must be a JSON object';

/** valibot's objects take arrays too (`[]` would read as `{}`): a JSON object here is never one. */
const notArray = v.custom<unknown>((value) => !Array.isArray(value), 'must be a JSON object');

/** A JSON object with these fields; other keys are dropped. */
export const object = <E extends v.ObjectEntries>(entries: E) =>
  v.pipe(notArray, v.object(entries, objectMessage));

/** A JSON object with these fields, kept exactly as received (extra keys too). */
export const asReceived = <E extends v.ObjectEntries>(entries: E) =>
  v.pipe(notArray, v.looseObject(entries, objectMessage));

/** `utm.source`, `genres[0]`: where in the body an issue lies ("body" for the body itself). */
function fieldOf(path: readonly { key: unknown }[] | undefined): string {
  if (!path || path.length === 0) return 'body';
  return path
    .map(({ key }, i) =>
      typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/** C0 controls and DEL: a NUL cannot even be stored, and none belongs in any field of this API. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * How deep a body may nest. No request of this API goes past 3 levels; a recursive walk of an
 * attacker's 10,000 nested arrays overflowed the stack (a 500 with a stack trace in the log).
 */
const MAX_DEPTH = 32;

/** Why a string or key cannot be taken as text, or null when it can. */
function flawOf(value: string): string | null {
  if (CONTROL.test(value)) return 'must not contain control characters';
  // The databases refuse it (a 500 that logged the query); it is bad input, for every field.
  if (!isWellFormedText(value)) return 'must not contain unpaired surrogates';
  return null;
}

/**
 * Refuses a request whose data nests too deeply or holds a control character or an unpaired
 * surrogate in any string or key (400, never a 500). An explicit stack, not recursion: no input
 * can overflow the call stack.
 */
function refuseControlCharacters(value: unknown, path: string): void {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      const flaw = flawOf(next.value);
      if (flaw) throw flawIn(next.path, flaw);
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= MAX_DEPTH) {
      throw validationError(`body must not nest deeper than ${MAX_DEPTH} levels.`);
    }
    // Pushed last to first, so the first offending field in body order is the one named.
    for (const [key, item] of Object.entries(next.value).reverse()) {
      const flaw = flawOf(key);
      if (flaw) throw flawIn(next.path, flaw);
      const path = Array.isArray(next.value) ? `${next.path}[${key}]` : `${next.path}.${key}`;
      pending.push({ value: item, path, depth: next.depth + 1 });
    }
  }
}

const flawIn = (path: string, flaw: string) =>
  validationError(`${path.replace(/^body\./, '')} ${flaw}.`);

/** A name from elsewhere (a Google profile) with control and text-direction characters removed. */
export const cleanName = (value: string) =>
  value.replace(new RegExp(`${CONTROL.source}|${BIDI_CONTROL.source}`, 'g'), '').trim();

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function requireMediaType(c: Context, expected: string): void {
  if (mediaType(c) !== expected) {
    throw new ApiError(415, CODES.unsupportedMediaType, `Content-Type must be ${expected}.`);
  }
}

/**
 * Route middleware for a JSON body: `app.post(path, jsonBody(schema), (c) => c.req.valid('json'))`.
 * Hono's validator (run by sValidator) would pass any other media type as `{}` and answer malformed
 * JSON with its own message, so this checks the media type (415), parses (400 E_MALFORMED_JSON)
 * and refuses control characters first; sValidator then applies the schema, and its hook turns
 * the first issue into the 400 E_VALIDATION that names the field.
 */
export function jsonBody<S extends v.GenericSchema>(schema: S) {
  const validate = sValidator('json', schema, (outcome) => {
    if (outcome.success) return;
    const issue = outcome.error[0]!;
    const path = issue.path?.map((segment) =>
      typeof segment === 'object' ? segment : { key: segment },
    );
    throw validationError(`${fieldOf(path)} ${issue.message}.`);
  });
  const checkThenValidate = async (c: Context, next: Next) => {
    requireMediaType(c, 'application/json');
    let parsed: unknown;
    try {
      parsed = await c.req.json();
    } catch {
      throw new ApiError(400, CODES.malformedJson, 'The request body is not valid JSON.');
    }
    refuseControlCharacters(parsed, 'body');
    return validate(c as Parameters<typeof validate>[0], next);
  };
  // The hook answers by throwing, so the typed handler sValidator returns is kept for c.req.valid.
  return checkThenValidate as unknown as typeof validate;
}

/** Parses an application/x-www-form-urlencoded body (the token endpoint's format). */
export async function readForm(c: Context): Promise<URLSearchParams> {
  requireMediaType(c, 'application/x-www-form-urlencoded');
  const form = new URLSearchParams(await c.req.text());
  refuseControlCharacters(Object.fromEntries(form), 'body');
  return form;
}
