import { Hono } from 'hono';
import { renewPassword, type RenewalOutcome } from '../accounts.ts';
import { requestedLanguage } from '../catalog.ts';
import { sha256 } from '../crypto.ts';
import { refuseGuessablePassword } from '../password-policy.ts';
import type { Deps } from '../deps.ts';
import { limitEmail } from '../rate-limit.ts';
import { ApiError, CODES } from '../errors.ts';
import type { AppEnv } from '../sessions.ts';
import { jsonBody, object, oneOf, text } from '../validation.ts';
import * as v from 'valibot';
import {
  forgotPasswordRules,
  isNewPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../../src/lib/rules.ts';

/** `from`: the app the user asked from; the link carries it so the reset ends back in that app. */
const resetRequest = object({
  ...forgotPasswordRules().entries,
  from: v.optional(oneOf('ios', 'android', 'loxone', 'electron')),
});

const resetToken = text({ min: 1, max: 512 });

// Past the shared upper bound a password is malformed input (400 E_VALIDATION); within it, the
// shared new-password rule decides, with the form's own code when it is too short.
const renewal = object({
  password: text({ max: MAX_PASSWORD_LENGTH }),
  password_confirmation: text({ max: MAX_PASSWORD_LENGTH }),
  token: resetToken,
});

const linkCheck = object({ token: resetToken });

/**
 * POST /reset_password (request a link), POST /reset_password/check (can it still be used?) and
 * POST /reset_password/password (use it).
 */
/** What the site is answered for each outcome of a renewal ("" is success). */
const RENEWAL_ANSWERS: Record<RenewalOutcome, string> = {
  renewed: '',
  invalid: CODES.tokenInvalid,
  expired: CODES.tokenExpired,
  'no-account': CODES.accountNotFound,
};

export function passwordRoutes(deps: Deps) {
  const { db, config, mailer, passwords } = deps;
  const app = new Hono<AppEnv>();

  app.post('/reset_password', jsonBody(resetRequest), async (c) => {
    const { email, from } = c.req.valid('json');
    await limitEmail(c, deps, email);
    const account = await db.accounts.findByEmail(email);
    if (!account) throw new ApiError(400, CODES.userNotFound, 'Your email was not found.');
    // The mail speaks the language of the page the user asked from (the site sends it as
    // Accept-Language), which may differ from the one the account registered in; a caller that
    // names no supported language gets the account's.
    const language = requestedLanguage(c.req.header('accept-language')) ?? account.language;
    await mailer.passwordReset(config.siteUrl, { ...account, language }, from);
    return c.body(null, 204);
  });

  // Asked when the reset page opens, so a used, voided or expired link says so before the user
  // types two passwords. It uses nothing up: 204 while the link works, else a 400 with its code.
  // Links carry 256 random bits, so answering this reveals nothing guessable.
  app.post('/reset_password/check', jsonBody(linkCheck), async (c) => {
    const { token } = c.req.valid('json');
    const state = await db.tokens.emailLinkState(sha256(token), 'reset');
    if (state === 'live') return c.body(null, 204);
    if (state === 'expired') {
      throw new ApiError(400, CODES.tokenExpired, 'This link has expired.');
    }
    throw new ApiError(400, CODES.tokenInvalid, 'This link is unknown or was already used.');
  });

  // The site's contract: 200 with "" on success, 200 with a non-empty string it shows as
  // "Account not found." otherwise; only an unusable password is a 400.
  app.post('/reset_password/password', jsonBody(renewal), async (c) => {
    const body = c.req.valid('json');
    if (!isNewPassword(body.password)) {
      const message = `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
      throw new ApiError(400, CODES.passwordTooShort, message);
    }
    if (body.password !== body.password_confirmation) {
      throw new ApiError(400, CODES.passwordMismatch, 'The passwords do not match.');
    }
    // Checked before the link is used up, so a refused password can be replaced on the same link.
    const owner = await db.tokens.findEmailOwner(sha256(body.token), 'reset');
    if (owner === null) return c.json(RENEWAL_ANSWERS.invalid);
    const holder = await db.accounts.findById(owner);
    if (holder) await refuseGuessablePassword(body.password, holder.email, config.brandName);
    const passwordHash = await passwords.hash(body.password);
    const outcome = await renewPassword(db, sha256(body.token), passwordHash);
    return c.json(RENEWAL_ANSWERS[outcome]);
  });

  return app;
}
