import { isIPv6 } from 'node:net';
import type { DestinationStream } from 'pino';
import { createApi } from './api.ts';
import { BUSINESS_TYPES, GENRES } from './catalog.ts';
import { describeMail, loadConfig, type Config, type Env } from './config.ts';
import { systemClock, type Clock } from './clock.ts';
import { PasswordHasher } from './crypto.ts';
import { Database } from './db/index.ts';
import type { Deps } from './deps.ts';
import { seedDemo } from './demo.ts';
import { GoogleVerifier } from './google.ts';
import { Health } from './health.ts';
import { listen, logged } from './http.ts';
import { createLogger, flushLog, type Logger } from './log.ts';
import { Mailer } from './mail.ts';
import { describeSmtpError, MailWorker, smtpTransport } from './mail-delivery.ts';
import { commonPasswords } from './password-policy.ts';
import { DatabaseRateLimiter, MemoryRateLimiter } from './rate-limit.ts';
import { Sessions } from './sessions.ts';
import { StaticSite } from './site/static.ts';
import { HSTS_VALUE } from '../src/lib/hosting.ts';

interface SiteServerOptions {
  /** Built site to serve next to the API; null or absent serves the API alone. */
  distDir?: string | null;
  /** Overrides env DATA_DIR; `memory://` keeps everything in memory. */
  dataDir?: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  env?: Env;
  /** Seed the demo data when the database was just created (the start command does). */
  seedOnFirstStart?: boolean;
  /** Tests pass a ManualClock to move time instead of waiting. */
  clock?: Clock;
  /** Where the JSON log goes (stdout when absent; tests collect it). */
  logDestination?: DestinationStream;
}

// Exported for tests/api/support/server.ts: its test servers are this server plus test helpers.
export interface SiteServer {
  url: string;
  port: number;
  config: Config;
  /** True when this start created the database (and seeded it if asked to). */
  fresh: boolean;
  /** Drains (readiness 503, requests in flight finish), stops the mail worker, closes the database. */
  close(): Promise<void>;
}

/** Opens and migrates the database and builds the API's dependencies. */
export async function openApi(
  config: Config,
  clock: Clock = systemClock,
  log: Logger = createLogger(config.logLevel),
) {
  let health: Health | undefined;
  const db = await Database.open(config, clock, (err) => health?.databaseUnavailable(err.message));
  try {
    health = new Health(db, log, clock);
    const { fresh } = await db.migrate();
    await checkClock(db, config, log);
    await db.reference.syncCatalog(BUSINESS_TYPES, GENRES);
    const passwords = new PasswordHasher(config.hashing, clock);
    // Read at start (once per process): a missing list stops the start instead of a registration.
    await commonPasswords();
    const deps: Deps = {
      config,
      db,
      clock,
      log,
      health,
      passwords,
      sessions: new Sessions(db, config),
      mailer: new Mailer(db, config),
      google: await GoogleVerifier.create(db, config),
      // A shared database shares the counters: N instances must not allow N times the limit.
      limiter: db.shared ? new DatabaseRateLimiter(db.rateCounters) : new MemoryRateLimiter(clock),
    };
    return { deps, fresh, api: createApi(deps) };
  } catch (err) {
    await db.close();
    throw err;
  }
}

/** Beyond this much between this machine's clock and the database's, tokens break. */
export const MAX_CLOCK_SKEW_MS = 60_000;

/**
 * Compares this instance's clock with the database server's. Every lifetime is computed here, so
 * a clock 20 minutes ahead refuses every access token other instances issue: production refuses to
 * start, elsewhere the log says so at `error`.
 */
async function checkClock(db: Database, config: Config, log: Logger): Promise<void> {
  const skewMs = await db.clockSkewMs();
  if (Math.abs(skewMs) <= MAX_CLOCK_SKEW_MS) return;
  const seconds = Math.round(skewMs / 1000);
  const message = `this machine's clock is ${Math.abs(seconds)} s ${seconds > 0 ? 'ahead of' : 'behind'} the database server's (at most ${MAX_CLOCK_SKEW_MS / 1000} s): tokens would expire early or late. Synchronise the clocks (NTP).`;
  if (config.production) throw new Error(message);
  log.error({ skewMs }, `clock skew: ${message}`);
}

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes expired tokens, links, mails and checkouts now and every hour; returns the stopper,
 * which waits for a purge under way (a stop right after the start must not close the database
 * under it).
 */
function purgeRegularly({ db, config, log }: Deps): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const purge = () => {
    running = db.purgeExpired(config.mailRetentionDays).then(
      () => undefined,
      (err: unknown) => {
        log.error({ err }, 'purging expired data failed');
      },
    );
  };
  purge();
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    return running;
  };
}

/** The API (and, with distDir, the built site) on one origin: `npm start`, e2e and API tests. */
export async function createSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const env = options.env ?? process.env;
  const config = loadConfig({ ...env, ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}) });
  if (options.seedOnFirstStart && config.production) {
    throw new Error('Demo data is never seeded with NODE_ENV=production.');
  }
  const log = createLogger(config.logLevel, options.logDestination);
  const { deps, fresh, api } = await openApi(config, options.clock, log);
  if (fresh && options.seedOnFirstStart) await seedDemo(deps);
  const stopPurging = purgeRegularly(deps);
  const site = options.distDir ? await StaticSite.load(options.distDir) : null;
  const worker = config.mail.transport === 'smtp' ? startMailWorker(deps) : null;

  // Served over https (SITE_URL), every answer, API and site, tells browsers to stay on https.
  const hsts = config.siteUrl.startsWith('https://');
  const handler = logged(async (request, bindings) => {
    const { pathname } = new URL(request.url);
    const response =
      pathname === '/api' || pathname.startsWith('/api/') || !site
        ? await api.fetch(request, bindings)
        : await site.handle(request);
    if (hsts) response.headers.set('Strict-Transport-Security', HSTS_VALUE);
    return response;
  }, log);
  const host = options.host ?? config.host;
  const http = await listen(handler, { port: options.port, host }).catch(async (err: unknown) => {
    await stopPurging();
    await worker?.stop();
    await deps.db.close();
    throw err;
  });
  const { port } = http;
  const url = `http://${options.host ?? urlHost(host)}:${port}`;
  // Without SITE_URL (never in production) links point at where this server listens: a fixed
  // address of this machine, never the Host header a request brings.
  if (!env.SITE_URL) {
    config.siteUrl = url;
    if (!env.API_URL) config.apiUrl = `${url}/api`;
  }
  return {
    url,
    port,
    config,
    fresh,
    async close() {
      deps.health.draining = true;
      const purged = stopPurging();
      await http.drain(config.shutdownTimeoutMs);
      await purged;
      await worker?.stop();
      await deps.db.close();
      await flushLog(log);
    },
  };
}

/** How this machine reaches a listening address: `localhost` for loopback and "everywhere". */
function urlHost(host: string): string {
  if (['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host)) return 'localhost';
  return isIPv6(host) ? `[${host}]` : host;
}

/** Sends the outbox over SMTP from this process; a queued mail wakes it at once. */
function startMailWorker(deps: Deps): MailWorker {
  const { config, db, mailer, log } = deps;
  const transport = smtpTransport(config.mail);
  const worker = new MailWorker(db, transport, config.mail, log);
  mailer.onQueued = () => worker.wake();
  worker.start();
  // Mail only queues, so a start does not wait for the mail server; but a wrong SMTP_URL or login
  // says so now, in one line, not after the first registration's retries.
  transport.verify().catch((err: unknown) => {
    log.warn(
      { reason: describeSmtpError(err), smtp: describeMail(config) },
      'mail server not reachable at start: emails stay queued and are retried',
    );
  });
  return worker;
}
