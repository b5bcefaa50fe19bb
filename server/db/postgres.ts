/**
 * The server driver: a PostgreSQL server over a node-postgres pool (DATABASE_URL). Any number of
 * API instances may share the database; the server does the locking and durability.
 */
import pg from 'pg';
import type { Queryable, Sql, SqlResult } from './sql.ts';

/** Wraps a pool or a checked-out client as a Queryable. */
function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(text: string, params: unknown[] = []): Promise<SqlResult<T>> {
      const result = await target.query(text, params);
      return { rows: result.rows as T[], affected: result.rowCount ?? 0 };
    },
    async exec(script: string) {
      await target.query(script); // no parameters: the simple protocol runs several statements
    },
  };
}

/** A pool of connections to one PostgreSQL database. */
export class ServerSql implements Sql {
  readonly kind = 'server';
  private readonly inner: Queryable;

  private constructor(private readonly pool: pg.Pool) {
    this.inner = queryable(pool);
  }

  /** Connects once to fail fast (bad URL, server down, wrong password) with a one-line reason. */
  static async connect(url: string, maxConnections = 10): Promise<ServerSql> {
    const pool = new pg.Pool({ connectionString: url, max: maxConnections });
    // An idle connection the server drops (restart, failover) must not crash the process.
    pool.on('error', (err) => console.error('[api] database connection lost:', err.message));
    try {
      (await pool.connect()).release();
    } catch (err) {
      await pool.end();
      const reason = err instanceof Error ? err.message : String(err);
      throw new Error(`cannot connect to the database of DATABASE_URL (${reason}).`);
    }
    return new ServerSql(pool);
  }

  query<T>(text: string, params?: unknown[]): Promise<SqlResult<T>> {
    return this.inner.query<T>(text, params);
  }

  exec(script: string): Promise<void> {
    return this.inner.exec(script);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await fn(queryable(client));
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
