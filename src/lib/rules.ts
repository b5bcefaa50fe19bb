// The field rules of spec sections 5 and 7 as valibot schemas: the one rule set the site's forms
// (src/lib/validation.ts) and the reference API (server/validation.ts) both apply, so an input
// passes the form exactly when it passes the API. Messages complete "<field> …" (the API names the
// field in its 400). Every schema is built under a /* @__PURE__ */ mark and valibot's functions
// carry no-side-effect marks, so a bundle that imports none of them ships none of valibot.
import * as v from 'valibot';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_EMAIL_LOCAL_PART_LENGTH = 64;
export const MAX_DOMAIN_LABEL_LENGTH = 63;
/** The API's upper bound for a password (hashing cost); the forms never reach it. */
export const MAX_PASSWORD_LENGTH = 200;

/*
 * Which addresses are valid (one decision for both sides):
 * - International addresses are accepted: letters and digits of any script in the local part and
 *   in domain labels (`ü@example.de`, `ann@müller.de`), as mail servers with SMTPUTF8 deliver them.
 *   Before, the form refused them while the API accepted them.
 * - The top-level label needs two or more letters (or is punycode, `xn--…`): no single-letter TLD
 *   exists, so `a@b.c` is refused (a typo of `.co`/`.com`); before, the API accepted it.
 * - Local part: RFC 5322 dot-atoms (no leading, trailing or double dot, no spaces, no quotes);
 *   domain labels: letters/digits with inner hyphens. One `@`.
 * - Limits: ≤ 254 characters in all, local part ≤ 64, each domain label ≤ 63.
 * - Surrounding spaces (autofill) are trimmed first; the API stores the trimmed address.
 */
const ATOM = String.raw`[\p{L}\p{M}\p{N}!#$%&'*+/=?^_\x60{|}~-]+`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?`;
const TOP_LABEL = String.raw`(?:\p{L}[\p{L}\p{M}]+|xn--[A-Za-z0-9-]+)`;
const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LABEL}$`, 'u');

function withinEmailLimits(email: string): boolean {
  const at = email.lastIndexOf('@');
  const labels = email.slice(at + 1).split('.');
  return (
    at <= MAX_EMAIL_LOCAL_PART_LENGTH && labels.every((l) => l.length <= MAX_DOMAIN_LABEL_LENGTH)
  );
}

const INVALID_EMAIL = 'must be a valid email address';

/** An email address (trimmed) as the forms and the API accept it; the output is the trimmed text. */
export const emailRule = /* @__PURE__ */ v.pipe(
  v.string('must be a string'),
  v.trim(),
  v.nonEmpty(INVALID_EMAIL),
  v.maxLength(MAX_EMAIL_LENGTH, INVALID_EMAIL),
  v.check(withinEmailLimits, INVALID_EMAIL),
  v.regex(EMAIL_PATTERN, INVALID_EMAIL),
);

/** A new password: at least 6 characters (spaces count, nothing is trimmed). */
export const newPasswordRule = /* @__PURE__ */ v.pipe(
  v.string('must be a string'),
  v.minLength(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} long`),
  v.maxLength(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`),
);

/** A password to check against a stored one: anything non-empty. */
export const enteredPasswordRule = /* @__PURE__ */ v.pipe(
  v.string('must be a string'),
  v.nonEmpty('must be non-empty'),
  v.maxLength(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`),
);

/** Bidirectional overrides and isolates: they make a name in an email read as something else. */
export const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** A person's name as registration requires it: not blank, ≤ 100 characters, no bidi controls. */
export const personNameRule = /* @__PURE__ */ v.pipe(
  v.string('must be a string'),
  v.check((name) => name.trim() !== '', 'must be non-empty'),
  v.maxLength(100, 'must be at most 100 characters'),
  v.check((name) => !BIDI_CONTROL.test(name), 'must be free of text-direction control characters'),
);

/** The registration fields both sides check (spec section 5), in the API's payload names. */
export const registrationRules = /* @__PURE__ */ v.object({
  email: emailRule,
  first_name: personNameRule,
  last_name: personNameRule,
  password: newPasswordRule,
  accept_tos: v.literal(true, 'must be true'),
});

/** Sign-in: a valid email and a non-empty password. */
export const signInRules = /* @__PURE__ */ v.object({
  email: emailRule,
  password: enteredPasswordRule,
});

/** Forgot password: a valid email. */
export const forgotPasswordRules = /* @__PURE__ */ v.object({ email: emailRule });
