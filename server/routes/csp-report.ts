// POST /csp-report: Content-Security-Policy violations the browsers of visitors report (the site's
// `report-to csp` and `report-uri`, lib/hosting). Each is logged as one compact JSON line, so a
// policy that blocks a real script shows up in the logs instead of in support tickets. Reports are
// anonymous and unauthenticated: small (8 KB), rate-limited per address, URLs cut to origin and
// path with token segments dropped, so no reset or invitation token ever reaches the log.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { TOKEN_ROUTES } from '../../src/lib/routes.ts';
import { stripLanguage } from '../../src/lib/i18n/languages.ts';
import { clientNetwork } from '../client-address.ts';
import type { Deps } from '../deps.ts';
import { enforceLimits } from '../rate-limit.ts';
import { ApiError, CODES, validationError } from '../errors.ts';
import type { AppEnv } from '../sessions.ts';

const MAX_REPORT_BYTES = 8 * 1024;
/** Longest value logged per field: enough for a URL, never a wall of text. */
const MAX_FIELD = 200;

/** The fields of one violation, whichever of the two report formats brought it. */
interface Violation {
  directive: string;
  blocked: string;
  document: string;
  source: string;
  line: number | null;
  disposition: string;
}

/**
 * A URL as it may be logged: origin and path, no query or fragment, and nothing after the shell
 * of a token route (`/fr/reset-password/ann%40shop.example/tok` → `/fr/reset-password/…`).
 * Keywords such as `inline` or `eval` stay as they are.
 */
export function loggableUrl(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return /^[a-z-]+$/i.test(value) ? value : '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${url.protocol}…`;
  const bare = stripLanguage(url.pathname);
  const token = TOKEN_ROUTES.find(({ shell }) => bare.startsWith(`${shell}/`));
  const path = token
    ? `${url.pathname.slice(0, url.pathname.length - bare.length)}${token.shell}/…`
    : url.pathname;
  return `${url.origin}${path}`.slice(0, MAX_FIELD);
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_FIELD) : '');

function violation(body: Record<string, unknown>, legacy: boolean): Violation {
  const field = (modern: string, old: string) => body[legacy ? old : modern];
  const line = field('lineNumber', 'line-number');
  return {
    directive: text(
      field('effectiveDirective', 'effective-directive') ?? body['violated-directive'],
    ),
    blocked: loggableUrl(field('blockedURL', 'blocked-uri')),
    document: loggableUrl(field('documentURL', 'document-uri')),
    source: loggableUrl(field('sourceFile', 'source-file')),
    line: typeof line === 'number' ? line : null,
    disposition: text(field('disposition', 'disposition')),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The violations of a report: `report-to` sends a list, `report-uri` one `csp-report`. */
function violations(payload: unknown): Violation[] {
  if (Array.isArray(payload)) {
    return payload
      .filter((r) => isRecord(r) && r.type === 'csp-violation' && isRecord(r.body))
      .slice(0, 10)
      .map((r) => violation((r as { body: Record<string, unknown> }).body, false));
  }
  if (isRecord(payload) && isRecord(payload['csp-report'])) {
    return [violation(payload['csp-report'], true)];
  }
  return [];
}

export function cspReportRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.post(
    '/csp-report',
    bodyLimit({
      maxSize: MAX_REPORT_BYTES,
      onError: () => {
        throw new ApiError(413, CODES.payloadTooLarge, 'A CSP report may not exceed 8 KB.');
      },
    }),
    async (c) => {
      // Per network, as every other limit: an IPv6 host may pick any address of its /64.
      await enforceLimits(deps, [['cspReportPerIp', clientNetwork(c, deps.config)]]);
      let payload: unknown;
      try {
        payload = JSON.parse(await c.req.text());
      } catch {
        throw validationError('A CSP report is a JSON document.');
      }
      const found = violations(payload);
      if (found.length === 0) throw validationError('The body holds no CSP violation report.');
      for (const report of found) {
        console.warn(JSON.stringify({ event: 'csp-violation', ...report }));
      }
      return c.body(null, 204);
    },
  );
  return app;
}
