/** Fixed-window request counters in the database, shared by every API instance using it. */
import type { Clock } from '../clock.ts';
import type { Sql } from './sql.ts';

export class RateCounters {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one hit for a key in its current window, starting a new window of `windowSeconds`
   * when the last one ended, in one atomic statement; answers the hits in the window so far and
   * the seconds until it ends. Time comes from the API's clock (instances' clocks are kept in
   * step by NTP; a manual clock in tests).
   */
  async hit(key: string, windowSeconds: number): Promise<{ hits: number; resetInSeconds: number }> {
    const { rows } = await this.sql.query<{ hits: number; remaining: number }>(
      `insert into rate_limits as r (key, hits, reset_at)
       values ($1, 1, $3::timestamptz + make_interval(secs => $2))
       on conflict (key) do update set
         hits = case when r.reset_at <= $3 then 1 else r.hits + 1 end,
         reset_at = case when r.reset_at <= $3 then excluded.reset_at else r.reset_at end
       returning hits, extract(epoch from r.reset_at - $3::timestamptz)::float8 as remaining`,
      [key, windowSeconds, this.clock.now()],
    );
    const row = rows[0]!;
    return { hits: row.hits, resetInSeconds: row.remaining };
  }
}
