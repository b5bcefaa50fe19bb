/**
 * What a load balancer asks: GET /api/health (the process answers) and GET /api/ready (the
 * database answers within its bound, every migration is applied, and the server is not draining
 * for a shutdown). Both are cheap, never rate-limited, and say nothing about internals.
 */
import { Hono } from 'hono';
import type { Clock } from './clock.ts';
import type { Database } from './db/index.ts';
import { readMigrations } from './db/migrate.ts';
import { ThrottledLog, type Logger } from './log.ts';

/** At most one "database unavailable" line per this long, however many requests fail. */
const UNAVAILABLE_LOG_EVERY_MS = 10_000;

export class Health {
  /** True from SIGTERM on: /api/ready answers 503 so no new traffic is sent here. */
  draining = false;
  private readonly latestMigration = Math.max(0, ...readMigrations().map((m) => m.version));
  private readonly unavailableLog: ThrottledLog;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    clock: Clock,
  ) {
    this.unavailableLog = new ThrottledLog(clock, UNAVAILABLE_LOG_EVERY_MS);
  }

  /** Logs the database being unavailable, once per interval with the count left out. */
  databaseUnavailable(reason: string): void {
    this.unavailableLog.note((suppressed) =>
      this.log.error({ reason, suppressed }, 'database unavailable'),
    );
  }

  async ready(): Promise<boolean> {
    if (this.draining) return false;
    try {
      return (await this.db.schemaVersion()) >= this.latestMigration;
    } catch (err) {
      this.databaseUnavailable(err instanceof Error ? err.message : String(err));
      return false;
    }
  }
}

/** GET /health and GET /ready. */
export function healthRoutes(health: Health) {
  const app = new Hono();
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/ready', async (c) =>
    (await health.ready())
      ? c.json({ status: 'ready' })
      : c.json({ status: 'unavailable' }, 503, { 'Retry-After': '5' }),
  );
  return app;
}
