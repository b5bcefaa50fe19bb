// Migrations are not requests: they run without the per-statement bound of DB_QUERY_TIMEOUT_MS, so
// an instance that starts while another one migrates (holding the migration lock longer than that
// bound) waits for it and starts, instead of exiting with a timeout that looks like an outage.
// PostgreSQL only: the embedded database has one process and no statement bound.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshDatabase, onPostgres, startServer } from './support/server.ts';

/** The advisory lock key of server/db/migrate.ts. */
const MIGRATION_LOCK_KEY = 7_190_001;

describe.skipIf(!onPostgres)('an instance starting during a long migration', () => {
  it('waits for the migration lock past DB_QUERY_TIMEOUT_MS, then starts', async () => {
    const database = await freshDatabase();
    const other = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await other.connect();
    try {
      // Another instance's migration run, as far as the lock goes.
      await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const starting = startServer({ database, env: { DB_QUERY_TIMEOUT_MS: '1000' } });
      let settled: string | null = null;
      const outcome = starting.then(
        () => (settled = 'started'),
        (err: unknown) => (settled = String(err)),
      );
      // Hold the lock until the starting instance has waited for it twice its statement bound.
      await expect
        .poll(
          async () => {
            const { rows } = await other.query<{ waited: boolean }>(
              `select now() - query_start > interval '2 seconds' as waited from pg_stat_activity
               where wait_event_type = 'Lock' and query like '%pg_advisory_xact_lock%'`,
            );
            return rows[0]?.waited === true || settled;
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      await other.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      expect(await outcome).toBe('started');
      const server = await starting;
      expect((await server.api.get('/api/ready')).status).toBe(200);
      await server.stop();
    } finally {
      await other.end();
      await database.drop();
    }
  }, 60_000);
});
