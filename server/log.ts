/**
 * The API's log: one JSON line per event (pino), on stdout. Every line written while a request is
 * handled carries that request's id (AsyncLocalStorage), so an error's stack, a "database
 * unavailable" line and the request's own line can be matched.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { constants, fstatSync, openSync } from 'node:fs';
import { pino, type DestinationStream, type Logger } from 'pino';
import SonicBoom from 'sonic-boom';
import type { Clock } from './clock.ts';
import type { LogLevel } from './config.ts';
import { errorForLog } from './log-redaction.ts';

export type { Logger };

const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** How much log output may wait for a slow reader before lines are dropped (and counted). */
export const LOG_BUFFER_BYTES = 1024 * 1024;
/** How often the count of dropped lines is reported while lines are being dropped. */
const DROP_REPORT_EVERY_MS = 5000;

/**
 * Where stdout's lines go without ever blocking the event loop. Node writes to a pipe
 * synchronously, so a reader that stops reading (a stuck log shipper) would freeze every request,
 * /api/health included. A pipe is opened again through /proc with O_NONBLOCK (a file description of
 * its own: process.stdout keeps its flags), written to asynchronously; a file, a terminal or a
 * socket gets the same asynchronous writer on fd 1. Past LOG_BUFFER_BYTES waiting, lines are
 * dropped rather than held.
 */
function stdoutDestination(): SonicBoom {
  let fd = 1;
  try {
    if (fstatSync(1).isFIFO())
      fd = openSync('/proc/self/fd/1', constants.O_WRONLY | constants.O_NONBLOCK);
  } catch {
    // No /proc (not Linux): fd 1 as it is, still written from libuv's threads.
  }
  return new SonicBoom({ fd, sync: false, maxLength: LOG_BUFFER_BYTES });
}

/**
 * Counts the lines `destination` drops and logs the count (a `warn` line, `dropped`) once the
 * output takes lines again, at most every DROP_REPORT_EVERY_MS.
 */
function reportDrops(destination: SonicBoom, logger: Logger): void {
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  const report = () => {
    timer = undefined;
    const count = dropped;
    dropped = 0;
    logger.warn({ dropped: count }, 'log lines dropped: the reader of stdout is not keeping up');
  };
  destination.on('drop', () => {
    dropped++;
    timer ??= setTimeout(report, DROP_REPORT_EVERY_MS).unref();
  });
}

/** A logger at `level`, writing to `destination` (stdout when absent; tests pass a stream). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const out = destination ?? stdoutDestination();
  const logger = pino(
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
    out,
  );
  if (out instanceof SonicBoom) reportDrops(out, logger);
  return logger;
}

/** Hands what the logger holds to its output, waiting at most `timeoutMs` for a slow reader. */
export function flushLog(log: Logger, timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    log.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
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
