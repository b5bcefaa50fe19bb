import { Hono, type Context } from 'hono';
import { LANGUAGES, pickLanguage } from '../catalog.ts';
import { randomCode } from '../crypto.ts';
import { clientIp, isLoopback, socketAddress } from '../client-address.ts';
import type { Deps } from '../deps.ts';
import { accountInState, ACCOUNT_STATES } from '../demo.ts';
import { ApiError, CODES } from '../errors.ts';
import { mailboxPage } from '../pages/mailbox.ts';
import { pageCsp } from '../pages/html.ts';
import type { AppEnv } from '../sessions.ts';
import { emailAddress, jsonBody, number, object, oneOf, text } from '../validation.ts';
import * as v from 'valibot';

const newAccount = object({
  email: emailAddress(),
  password: text({ min: 1, max: 200 }),
  firstName: v.optional(text({ max: 100 })),
  lastName: v.optional(text({ max: 100 })),
  state: oneOf(...ACCOUNT_STATES),
  language: v.optional(oneOf(...LANGUAGES)),
});

const newInvitation = object({
  kind: oneOf('team', 'super-admin'),
  expiresInDays: v.optional(number({ min: -3650, max: 3650 })),
  email: v.optional(emailAddress()),
  /** The language the inviter chose for the invitation (its email and link). */
  language: v.optional(oneOf(...LANGUAGES)),
});

const credentialClaims = object({
  email: emailAddress(),
  given_name: v.optional(text({ max: 100 })),
  family_name: v.optional(text({ max: 100 })),
});

const userNotFound = () => new ApiError(404, CODES.userNotFound, 'No account with this email.');

/** /dev/*: the mailbox and the helpers browser tests use to set up state. Never in production. */
export function devRoutes(deps: Deps) {
  const { db, config, google, mailer } = deps;
  const app = new Hono<AppEnv>();

  // Even when switched on, only this machine may use them (they read every email): the
  // connection comes from loopback, and so does the client a trusted proxy on this machine names
  // (TRUST_PROXY=1): a proxy forwarding the world must not make the world local.
  app.use('/dev/*', async (c: Context<AppEnv>, next) => {
    if (!isLoopback(socketAddress(c)) || !isLoopback(clientIp(c, config))) {
      throw new ApiError(404, CODES.notFound, `No endpoint ${c.req.method} ${c.req.path}.`);
    }
    await next();
  });

  app.get('/dev/mailbox', async (c) => {
    const to = c.req.query('to') || undefined;
    c.header('Cache-Control', 'no-store');
    const page = mailboxPage(await db.outbox.list(to), to);
    c.header('Content-Security-Policy', pageCsp(page));
    return c.html(page);
  });

  app.get('/dev/mailbox.json', async (c) =>
    c.json(await db.outbox.list(c.req.query('to') || undefined)),
  );

  app.post('/dev/accounts', jsonBody(newAccount), async (c) => {
    const body = c.req.valid('json');
    const spec = {
      ...body,
      firstName: body.firstName ?? 'Test',
      lastName: body.lastName ?? 'User',
    };
    const account = await db.accounts.upsert(await accountInState(spec, deps));
    return c.json({ email: account.email, state: body.state }, 201);
  });

  app.get('/dev/users/:email', async (c) => {
    const account = await db.accounts.findByEmail(c.req.param('email'));
    if (!account) throw userNotFound();
    return c.json({
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
      confirmed: account.confirmed,
      firstOnboardingDone: account.firstOnboardingDone,
      utm: account.utm,
      onboarding: account.onboarding,
      subscriptions: await db.checkout.listSubscriptions(account.id),
      language: account.language,
    });
  });

  app.post('/dev/invitations', jsonBody(newInvitation), async (c) => {
    const body = c.req.valid('json');
    const code = randomCode(body.kind === 'team' ? 'INV' : 'SADM');
    const expiresAt = new Date(deps.clock.now().getTime() + (body.expiresInDays ?? 7) * 86_400_000);
    await db.invitations.put({ code, kind: body.kind, email: body.email ?? null, expiresAt });
    if (!body.email) return c.json({ code, expiresAt: expiresAt.toISOString() }, 201);
    // With an email, the invitation is also "sent": in the language the inviter chose, else the
    // invited account's, else the inviter's browser's.
    const account = await db.accounts.findByEmail(body.email);
    const language =
      body.language ?? account?.language ?? pickLanguage(c.req.header('accept-language'));
    const link = await mailer.invitation(
      config.siteUrl,
      { email: body.email, language, firstName: account?.firstName, confirmed: account?.confirmed },
      // An unconfirmed account cannot sign in to accept: its invitee registers on the link (which
      // replaces a password nobody proved, see registerOverUnproven).
      { code, kind: body.kind, expiresAt, accountExists: account?.confirmed === true },
    );
    return c.json({ code, expiresAt: expiresAt.toISOString(), link }, 201);
  });

  app.post('/dev/sonos-link-codes', async (c) => {
    const code = randomCode('SONOS');
    await db.invitations.putCode('sonos', code);
    return c.json({ code }, 201);
  });

  app.post('/dev/activation-codes', async (c) => {
    const code = randomCode('ACT');
    await db.invitations.putCode('activation', code);
    return c.json({ code }, 201);
  });

  app.post('/dev/tokens/expire', jsonBody(object({ email: emailAddress() })), async (c) => {
    const { email } = c.req.valid('json');
    const account = await db.accounts.findByEmail(email);
    if (!account) throw userNotFound();
    return c.json({ expired: await db.tokens.expireAccess(account.id) });
  });

  app.post('/dev/google/credential', jsonBody(credentialClaims), async (c) => {
    const body = c.req.valid('json');
    const credential = await google.mintDevCredential({
      email: body.email,
      given_name: body.given_name ?? '',
      family_name: body.family_name ?? '',
    });
    return c.json({ credential });
  });

  return app;
}
