// The field rules of spec sections 5 and 7: the one rule set the site's forms
// (src/lib/validation.ts) and the reference API (server/validation.ts) both apply, so an input
// passes a form exactly when it passes the API.
//
// Each rule is a plain predicate (`isEmailAddress`, `isPersonName`, …) that the forms call; the
// API gets the same predicates inside valibot schemas (`emailRule()`, …) whose messages complete
// "<field> …" in its 400. The forms do not use the schemas: valibot would add
// ~1.6 KB gzip to every form page (measured: /signup 83.3 → 84.9 KB up front, and 97.0 → 98.6 KB
// with what it loads later, over the 95 KB budget even once the validators load lazily). The
// schemas are built by functions, on use: valibot's no-side-effect marks do not survive the
// build's second bundling pass (src/integrations/island-bundles.ts re-bundles minified chunks),
// so a schema built at the top level would ship valibot with every page importing this module.
import * as v from 'valibot';

export const MIN_PASSWORD_LENGTH = 6;
const MAX_EMAIL_LENGTH = 254;
const MAX_EMAIL_LOCAL_PART_LENGTH = 64;
const MAX_DOMAIN_LABEL_LENGTH = 63;
/** The API's upper bound for a password (hashing cost). */
export const MAX_PASSWORD_LENGTH = 200;
const MAX_NAME_LENGTH = 100;

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
const EMAIL_PATTERN =
  /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+(?:\p{L}[\p{L}\p{M}]+|xn--[A-Za-z0-9-]+)$/u;

/** One rule: checks that must all pass (the API's message for each sits with its schema below). */
type Rule = readonly ((value: string) => boolean)[];

const passes = (rule: Rule, value: string) => rule.every((check) => check(value));

/** True for an address the forms and the API accept, surrounding spaces aside. */
export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  if (email === '' || email.length > MAX_EMAIL_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at > MAX_EMAIL_LOCAL_PART_LENGTH) return false;
  const labels = email.slice(at + 1).split('.');
  return (
    labels.every((label) => label.length <= MAX_DOMAIN_LABEL_LENGTH) && EMAIL_PATTERN.test(email)
  );
}

const NEW_PASSWORD: Rule = [
  (password) => password.length >= MIN_PASSWORD_LENGTH,
  (password) => password.length <= MAX_PASSWORD_LENGTH,
];

/** A new password: at least 6 characters (spaces count, nothing is trimmed), at most 200. */
export const isNewPassword = (password: string) => passes(NEW_PASSWORD, password);

const ENTERED_PASSWORD: Rule = [
  (password) => password !== '',
  (password) => password.length <= MAX_PASSWORD_LENGTH,
];

/** A password to check against a stored one: anything non-empty (within the API's bound). */
export const isEnteredPassword = (password: string) => passes(ENTERED_PASSWORD, password);

/**
 * A UTF-16 surrogate without its other half: valid in JSON (`"\ud800"`), but no character, so no
 * database can store it.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True for text that is well-formed Unicode (no unpaired surrogate). */
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);

/** Bidirectional overrides and isolates: they make a name in an email read as something else. */
export const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * What a stranger could make a name say in an email to someone else's address: a web or email
 * address, markup (`<`, `>`), and the line and paragraph separators U+2028/U+2029 (and NEL) that
 * start a new line in a mail. Only what is clearly a link counts as one: a scheme (`http:`,
 * `ftp://`…), `www.`, an `@`, or a dotted host followed by a path (`evil.example/x`). A dot alone
 * is no link: real names carry dots ("J.Smith", "Dr.Ing. Müller", "St. John"), and a bare
 * `a.bc` cannot be told from them (issue 37 item 23).
 */
const NAME_LINK =
  /[a-z][\w+.-]*:\/\/|\b(?:https?|ftp|mailto|javascript|data|file|tel|sms):|\bwww\.|@|[\p{L}\p{N}-]\.\p{L}{2,}(?::\d+)?\//iu;
const NAME_MARKUP = /[<>]/;
const LINE_SEPARATOR = /[\u0085\u2028\u2029]/;

const PERSON_NAME: Rule = [
  (name) => name.trim() !== '',
  (name) => name.length <= MAX_NAME_LENGTH,
  (name) => !BIDI_CONTROL.test(name),
  (name) => !NAME_LINK.test(name),
  (name) => !NAME_MARKUP.test(name),
  (name) => !LINE_SEPARATOR.test(name),
];

/**
 * A person's name as registration requires it: not blank, ≤ 100 characters, no bidi controls, no
 * web or email address, no markup, no line separators.
 */
export const isPersonName = (name: string) => passes(PERSON_NAME, name);

/** A valibot check applying a rule, with the message of its first failing check. */
const checkOf = (rule: Rule, messages: readonly string[]) =>
  v.check<string, (issue: v.CheckIssue<string>) => string>(
    (value) => passes(rule, value),
    (issue) => messages[rule.findIndex((check) => !check(issue.input))] ?? 'is invalid',
  );

const TOO_LONG_PASSWORD = `must be at most ${MAX_PASSWORD_LENGTH} characters`;

const text = () => v.string('must be a string');

/** The email schema: the output is the trimmed address, as the form checked it. */
export const emailRule = () =>
  v.pipe(text(), v.trim(), v.check(isEmailAddress, 'must be a valid email address'));

const newPasswordRule = () =>
  v.pipe(
    text(),
    checkOf(NEW_PASSWORD, [`must be at least ${MIN_PASSWORD_LENGTH} long`, TOO_LONG_PASSWORD]),
  );

const enteredPasswordRule = () =>
  v.pipe(text(), checkOf(ENTERED_PASSWORD, ['must be non-empty', TOO_LONG_PASSWORD]));

const personNameRule = () =>
  v.pipe(
    text(),
    checkOf(PERSON_NAME, [
      'must be non-empty',
      `must be at most ${MAX_NAME_LENGTH} characters`,
      'must be free of text-direction control characters',
      'must not contain a web or email address',
      'must not contain markup (< or >)',
      'must not contain line separators',
    ]),
  );

/** The registration fields the forms check (spec section 5), in the API's payload names. */
export const registrationRules = () =>
  v.object({
    email: emailRule(),
    first_name: personNameRule(),
    last_name: personNameRule(),
    password: newPasswordRule(),
    accept_tos: v.literal(true, 'must be true'),
  });

/** Sign-in (and the Sonos link): a valid email and a non-empty password. */
export const signInRules = () =>
  v.object({
    email: emailRule(),
    password: enteredPasswordRule(),
  });

/** Forgot password: a valid email. */
export const forgotPasswordRules = () => v.object({ email: emailRule() });
