/**
 * What of a request may be logged. Paths are derived from the route table (`src/lib/routes.ts`):
 * every segment a page or API route names as a parameter (a token, an invitation code, a checkout
 * id, an address) is replaced by its name, so a new route with a code is hidden by being declared.
 * Errors keep their kind, message, code and stack, never a database query's parameters.
 */
import { API_ROUTES_WITH_SECRETS, TOKEN_ROUTES } from '../src/lib/routes.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route pattern (`/api/invitations/:code`) as a matcher of its paths and their logged form.
 * Everything from the first parameter on is hidden, however many segments a caller sent.
 */
function redaction(pattern: string, languagePrefix: boolean): [RegExp, string] {
  const fixed = pattern.slice(0, pattern.indexOf('/:'));
  const language = languagePrefix ? '(?:\\/[a-z]{2})?' : '';
  return [new RegExp(`^(${language})${escape(fixed)}\\/.*$`), `$1${pattern}`];
}

const REDACTIONS: [RegExp, string][] = [
  ...TOKEN_ROUTES.map((route) =>
    redaction(`${route.shell}/${route.segments.map((s) => `:${s}`).join('/')}`, true),
  ),
  ...API_ROUTES_WITH_SECRETS.map((pattern) => redaction(pattern, false)),
];

/** A path as it may be logged: no query string, no token, code or address in it. */
export function loggablePath(pathname: string): string {
  const match = REDACTIONS.find(([pattern]) => pattern.test(pathname));
  const path = match ? pathname.replace(match[0], match[1]) : pathname;
  // Anything else shaped like a token (long, URL-safe, no dot) is hidden too.
  return path.replace(/\/[A-Za-z0-9_%-]{24,}(?=\/|$)/g, '/:token');
}

/**
 * An error as it may be logged: its kind, message, code and stack. Database errors carry the
 * query, its parameters (an email, a password hash) and rows in `detail` or `where`: never logged.
 */
export function errorForLog(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const code = (err as { code?: unknown }).code;
  return {
    type: err.constructor.name,
    message: err.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: err.stack,
  };
}
