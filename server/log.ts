/**
 * The API's log: one JSON line per event (pino), on stdout. Every line written while a request is
 * handled carries that request's id (AsyncLocalStorage), so an error's stack, a "database
 * unavailable" line and the request's own line can be matched.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Clock } from './clock.ts';
import type { LogLevel } from './config.ts';
import { errorForLog } from './log-redaction.ts';

export type { Logger };

const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** A logger at `level`, writing to `destination` (stdout when absent; tests pass a stream). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined, // no pid/hostname: the process manager adds its own
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: errorForLog },
      mixin: () => {
        const requestId = requestContext.getStore()?.requestId;
        return requestId ? { requestId } : {};
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** What a proxy may hand us as a request id: short, printable, no spaces. */
const PROXY_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/** The request id: the proxy's X-Request-Id when it is sane, a new UUID otherwise. */
export function requestIdOf(header: string | undefined): string {
  return header && PROXY_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Runs `fn` outside any request: background work a request woke must not log as that request. */
export const outsideRequest = <T>(fn: () => T): T => requestContext.exit(fn);

/** Runs `fn` with `requestId` attached to every line it logs. */
export const withRequestId = <T>(requestId: string, fn: () => T): T =>
  requestContext.run({ requestId }, fn);

/** What of a path and of an error may be logged (derived from the route table). */
export { loggablePath } from './log-redaction.ts';

/**
 * Logs a recurring failure at most once per `everyMs` (measured on the clock), with how many
 * were left out: an outage must not write a line per request.
 */
export class ThrottledLog {
  private lastAt = Number.NEGATIVE_INFINITY;
  private skipped = 0;

  constructor(
    private readonly clock: Clock,
    private readonly everyMs: number,
  ) {}

  /** Calls `write(skipped)` when due; otherwise counts the event. */
  note(write: (skipped: number) => void): void {
    const now = this.clock.now().getTime();
    if (now - this.lastAt < this.everyMs) {
      this.skipped++;
      return;
    }
    write(this.skipped);
    this.lastAt = now;
    this.skipped = 0;
  }
}
