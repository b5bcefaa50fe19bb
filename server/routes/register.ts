import { Hono } from 'hono';
import { findGoogleAccount, trialEnd } from '../accounts.ts';
import { pickLanguage, quotePlan } from '../catalog.ts';
import { sha256 } from '../crypto.ts';
import { refuseGuessablePassword } from '../password-policy.ts';
import { clientNetwork } from '../client-address.ts';
import type { Deps } from '../deps.ts';
import { ApiError, CODES } from '../errors.ts';
import { invitationToRegisterOn, registerOverUnproven } from '../invitations.ts';
import { enforceLimits, limitEmail, limitInvitationLookups } from '../rate-limit.ts';
import { assertCanSignIn, requestClientId, type AppEnv } from '../sessions.ts';
import { boolean, emailAddress, jsonBody, name, object, text } from '../validation.ts';
import * as v from 'valibot';
import { registrationRules } from '../../src/lib/rules.ts';

const optionalText = (max: number) => v.optional(text({ max }));

/** The form's fields (email, names, password, terms) follow the site's own rules (src/lib/rules.ts). */
const registration = object({
  ...registrationRules().entries,
  company_name: name({ max: 200 }),
  trackingId: v.optional(v.nullable(text({ max: 200 }))),
  accept_receive_info: boolean(),
  /** Registering on a team invitation: checked before anything is created. */
  invite_code: v.optional(text({ min: 1, max: 200 })),
  /** Registering on the way to a checkout: the confirmation link brings the buyer back to it. */
  plan_id: v.optional(text({ min: 1, max: 100 })),
  utm: v.optional(
    object({
      source: optionalText(200),
      medium: optionalText(200),
      campaign: optionalText(200),
      term: optionalText(200),
      content: optionalText(200),
      activation_code: optionalText(200),
    }),
  ),
});

const resendRequest = object({ email: emailAddress() });

const googleRegistration = object({
  token: text({ min: 1, max: 8192 }),
  trackingId: v.optional(v.nullable(text({ max: 200 }))),
  company_name: v.optional(name({ max: 200 })),
  // A Google sign-up is an account creation like any other: the terms must be accepted.
  accept_tos: registrationRules().entries.accept_tos,
});

/**
 * POST /register, POST /register/google, POST /register/verify_token/:token and
 * POST /register/resend_verification.
 */
export function registerRoutes(deps: Deps) {
  const { db, config, sessions, mailer, google, passwords, clock } = deps;
  const app = new Hono<AppEnv>();

  app.post('/register', jsonBody(registration), async (c) => {
    const body = c.req.valid('json');
    await enforceLimits(deps, [['registerPerIp', clientNetwork(c, config)]]);
    let invitation = null;
    if (body.invite_code !== undefined) {
      await limitInvitationLookups(c, deps);
      invitation = await invitationToRegisterOn(db, body.invite_code, body.email);
    }
    await limitEmail(c, deps, body.email);
    await refuseGuessablePassword(body.password, body.email, config.brandName);
    const language = pickLanguage(c.req.header('accept-language'));
    // The Sonos path carries a single-use activation code that must be valid to register.
    let activationCode: string | undefined;
    if (body.utm?.source === 'sonos') {
      activationCode = body.utm.activation_code?.trim() ?? '';
      if (!activationCode) throw activationCodeInvalid();
    }
    const passwordHash = await passwords.hash(body.password);
    // The account, its verification link and its email are stored together or not at all: a
    // failure between them must not leave an account nobody can confirm.
    const created = await db.transaction(async (tx) => {
      const account = await tx.accounts.create(
        {
          email: body.email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          companyName: body.company_name,
          confirmed: false,
          utm: body.utm,
          language,
          trackingId: body.trackingId ?? null,
          acceptTos: body.accept_tos,
          acceptReceiveInfo: body.accept_receive_info,
          trialEndsAt: trialEnd(config, clock.now()),
        },
        activationCode,
      );
      // An unknown activation code undoes the account made in this transaction.
      if (account === 'activation-code-invalid') throw activationCodeInvalid();
      if (account === 'exists') return account;
      if (invitation) await tx.invitations.bindRegistration(invitation.code, account.id);
      // An invitation sent to this address reached its mailbox: the acceptance that follows
      // confirms the account, so there is nothing to confirm by mail.
      if (invitation?.email) return account;
      // Only a plan the catalog sells goes into the link (it is shown to no one, but stays tidy).
      const planId = body.plan_id && quotePlan(body.plan_id) ? body.plan_id : undefined;
      await mailer.verification(config.siteUrl, account, tx, {
        planId,
        invited: invitation !== null,
      });
      return account;
    });
    if (created === 'exists') {
      const proven = { passwordHash, firstName: body.first_name, lastName: body.last_name };
      if (invitation && (await registerOverUnproven(db, invitation, body.email, proven))) {
        return c.body(null, 204);
      }
      throw new ApiError(
        400,
        CODES.userExists,
        'This email account is already used. Please pick another one.',
      );
    }
    mailer.onQueued();
    return c.body(null, 204);
  });

  app.post('/register/google', jsonBody(googleRegistration), async (c) => {
    const body = c.req.valid('json');
    const identity = await google.verify(body.token);
    if (!identity) {
      // 400, not 401: the site's client answers a 401 by refreshing a session it does not have.
      throw new ApiError(400, CODES.googleCredentialInvalid, 'Google authentication failed.');
    }
    let account = await findGoogleAccount(db, identity);
    const created = !account;
    if (!account) {
      const created = await db.accounts.create({
        email: identity.email,
        passwordHash: null,
        firstName: identity.givenName,
        lastName: identity.familyName,
        companyName: body.company_name ?? '',
        confirmed: true,
        googleSub: identity.sub,
        language: pickLanguage(c.req.header('accept-language')),
        trackingId: body.trackingId ?? null,
        acceptTos: body.accept_tos,
        trialEndsAt: trialEnd(config, clock.now()),
      });
      // 'exists' only when a concurrent request created the same account first.
      account = typeof created === 'string' ? await findGoogleAccount(db, identity) : created;
    }
    if (!account) throw new ApiError(409, CODES.userExists, 'The account was just created.');
    assertCanSignIn(account, clock.now());
    // `created` (and 201) tell the site whether this made an account or signed an existing one in.
    const tokens = await sessions.issue(account.id, requestClientId(c, config));
    return c.json({ ...tokens, created }, created ? 201 : 200);
  });

  app.post('/register/verify_token/:token', async (c) => {
    const token = c.req.param('token');
    const hash = sha256(token);
    const used = token.length <= 512 ? await db.tokens.consumeEmail(hash, 'verify') : null;
    if (!used && token.length <= 512 && (await db.tokens.wasConfirmedBy(hash))) {
      // The link was used already (a reload, Back, the email opened twice): nothing is wrong.
      throw new ApiError(400, CODES.alreadyConfirmed, 'This email address is already confirmed.');
    }
    if (!used || used.expired) {
      throw new ApiError(400, CODES.tokenInvalid, 'This verification link is invalid or expired.');
    }
    await db.accounts.update(used.userId, { confirmed: true });
    return c.json({ verified: true });
  });

  // "Send the confirmation email again", offered where sign-in says to confirm the account. The
  // same 204 whether or not an unconfirmed account has this address (it tells nobody which
  // addresses are registered); counted like every email sent on request (429 past the limits).
  app.post('/register/resend_verification', jsonBody(resendRequest), async (c) => {
    const { email } = c.req.valid('json');
    await limitEmail(c, deps, email);
    const account = await db.accounts.findByEmail(email);
    if (account && !account.confirmed) await mailer.verification(config.siteUrl, account);
    return c.body(null, 204);
  });

  return app;
}

const activationCodeInvalid = () =>
  new ApiError(400, CODES.activationCodeInvalid, 'The activation code you entered is invalid.');
