import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { createApi } from './api.ts';
import { BUSINESS_TYPES, GENRES } from './catalog.ts';
import { loadConfig, type Config, type Env } from './config.ts';
import { systemClock, type Clock } from './clock.ts';
import { PasswordHasher } from './crypto.ts';
import { Database } from './db/index.ts';
import type { Deps } from './deps.ts';
import { seedDemo } from './demo.ts';
import { GoogleVerifier } from './google.ts';
import { Mailer } from './mail.ts';
import { DatabaseRateLimiter, MemoryRateLimiter } from './rate-limit.ts';
import { Sessions } from './sessions.ts';
import { StaticSite } from './site/static.ts';

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
}

// Exported for tests/api/support/server.ts: its test servers are this server plus test helpers.
export interface SiteServer {
  url: string;
  port: number;
  config: Config;
  /** True when this start created the database (and seeded it if asked to). */
  fresh: boolean;
  close(): Promise<void>;
}

/** Opens and migrates the database and builds the API's dependencies. */
export async function openApi(config: Config, clock: Clock = systemClock) {
  const db = await Database.open(config, clock);
  try {
    const { fresh } = await db.migrate();
    await db.reference.syncCatalog(BUSINESS_TYPES, GENRES);
    const passwords = new PasswordHasher(config.hashing);
    const deps: Deps = {
      config,
      db,
      clock,
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

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Deletes expired tokens, links, mails and checkouts now and every hour; returns the stopper. */
function purgeRegularly({ db, config }: Deps): () => void {
  const purge = () =>
    db.purgeExpired(config.mailRetentionDays).catch((err: unknown) => {
      console.error('[api] purging expired data failed:', err);
    });
  void purge();
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The API (and, with distDir, the built site) on one origin: `npm start`, e2e and API tests. */
export async function createSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const env = options.env ?? process.env;
  const config = loadConfig({ ...env, ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}) });
  if (options.seedOnFirstStart && config.production) {
    throw new Error('Demo data is never seeded with NODE_ENV=production.');
  }
  const { deps, fresh, api } = await openApi(config, options.clock);
  if (fresh && options.seedOnFirstStart) await seedDemo(deps);
  const stopPurging = purgeRegularly(deps);
  const site = options.distDir ? await StaticSite.load(options.distDir) : null;

  const server = createAdaptorServer({
    fetch: (request, bindings) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api' || pathname.startsWith('/api/') || !site) {
        return api.fetch(request, bindings);
      }
      return site.handle(request);
    },
  }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Without a host Node listens on IPv4 and IPv6, so `localhost` works whichever it resolves to.
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${options.host ?? 'localhost'}:${port}`;
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
      stopPurging();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await deps.db.close();
    },
  };
}
