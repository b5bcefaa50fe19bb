import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { ErrorBody } from '../src/lib/api/types.ts';
import type { Deps } from './deps.ts';
import { DatabaseUnavailableError } from './db/sql.ts';
import { ApiError, CODES } from './errors.ts';
import { healthRoutes } from './health.ts';
import { authRoutes } from './routes/auth.ts';
import { billingRoutes } from './routes/billing.ts';
import { cspReportRoutes } from './routes/csp-report.ts';
import { devRoutes } from './routes/dev.ts';
import { enumRoutes } from './routes/enums.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { passkeyRoutes } from './routes/passkeys.ts';
import { passwordRoutes } from './routes/password.ts';
import { registerRoutes } from './routes/register.ts';
import { sonosRoutes } from './routes/sonos.ts';
import type { AppEnv } from './sessions.ts';

const MAX_BODY_BYTES = 100 * 1024;

/** The policy of every answer that is not a page: JSON and images load nothing, run nothing. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const errorJson = (body: ErrorBody, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });

/** The account API under /api. Every failure answers JSON `{code, message?}`. */
export function createApi(deps: Deps) {
  const { config } = deps;
  const api = new Hono<AppEnv>().basePath('/api');
  // Outermost, so errors, 404s and the probes get them too: a browser must never sniff an answer
  // into HTML, and nothing an answer holds may load, run or be framed. Pages (checkout, mailbox)
  // set their own policy, assets their own caching.
  api.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.res.headers.set('Content-Security-Policy', API_CSP);
    }
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  // Then: a load balancer's probes pass no other middleware (no client id, no body, no limit).
  api.route('/', healthRoutes(deps.health));

  if (config.corsOrigins.length > 0) {
    api.use(
      '*',
      cors({
        origin: config.corsOrigins,
        allowHeaders: ['Authorization', 'Content-Type', 'X-Client-Id', 'Accept-Language'],
        exposeHeaders: ['Retry-After', 'X-Request-Id'],
      }),
    );
  }
  api.use('*', async (c, next) => {
    // Answers carry sessions and personal data: never cache them (the assets override this).
    c.header('Cache-Control', 'no-store');
    const clientId = c.req.header('x-client-id');
    if (clientId !== undefined && !config.clientIds.includes(clientId)) {
      throw new ApiError(
        400,
        CODES.invalidClient,
        'The X-Client-Id header names an unknown client.',
      );
    }
    await next();
  });
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, CODES.payloadTooLarge, 'The request body exceeds 100 KB.');
      },
    }),
  );

  for (const routes of [
    authRoutes,
    registerRoutes,
    passwordRoutes,
    passkeyRoutes,
    invitationRoutes,
    sonosRoutes,
    billingRoutes,
    enumRoutes,
    onboardingRoutes,
    cspReportRoutes,
  ]) {
    api.route('/', routes(deps));
  }
  if (config.devTools) api.route('/', devRoutes(deps));

  api.notFound((c) =>
    errorJson({ code: CODES.notFound, message: `No endpoint ${c.req.method} ${c.req.path}.` }, 404),
  );
  api.onError((err) => {
    if (err instanceof ApiError) return errorJson(err.body, err.status, err.headers);
    if (err instanceof DatabaseUnavailableError) {
      deps.health.databaseUnavailable(err.reason);
      return errorJson(
        {
          code: CODES.unavailable,
          message: 'The service is unavailable for a moment. Please try again shortly.',
        },
        503,
        { 'Retry-After': '5' },
      );
    }
    if (err instanceof HTTPException) {
      return errorJson({ code: CODES.http, message: err.message || 'Bad request.' }, err.status);
    }
    // Unexpected: log the error for the developer, tell the client nothing internal.
    deps.log.error({ err }, 'unexpected error');
    return errorJson(
      { code: CODES.internal, message: 'An unexpected error occurred. Please try again.' },
      500,
    );
  });
  return api;
}
