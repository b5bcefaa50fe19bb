import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { PasswordHasher } from './crypto.ts';
import type { Database } from './db/index.ts';
import type { GoogleVerifier } from './google.ts';
import type { Health } from './health.ts';
import type { Logger } from './log.ts';
import type { Mailer } from './mail.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Sessions } from './sessions.ts';

/** What every route module is built from; created once per server in app.ts. */
export interface Deps {
  config: Config;
  db: Database;
  sessions: Sessions;
  mailer: Mailer;
  google: GoogleVerifier;
  limiter: RateLimiter;
  passwords: PasswordHasher;
  /** The time every lifetime and window is computed from (a manual clock in tests). */
  clock: Clock;
  /** The JSON log (server/log.ts). */
  log: Logger;
  /** Readiness, draining, and the one rate-limited "database unavailable" line. */
  health: Health;
}
