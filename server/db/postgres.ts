/**
 * The server driver: a PostgreSQL server over a node-postgres pool (DATABASE_URL). Any number of
 * API instances may share the database; the server does the locking and durability.
 */
import pg from 'pg';
import { DatabaseUnavailableError, type Queryable, type Sql, type SqlResult } from './sql.ts';

/** Socket errors of a server that is down or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATEs of a server that cannot serve: connection exceptions, shutdown, too many clients. */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** node-postgres's own messages for a connect or query timeout and a dropped connection. */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection timeout|Client has encountered a connection error|Client was closed/i;

/** A database error as the API sees it: unavailability becomes DatabaseUnavailableError. */
export function classify(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const code = (err as { code?: unknown }).code;
  if (
    (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) ||
    UNAVAILABLE_MESSAGES.test(err.message)
  ) {
    return new DatabaseUnavailableError(err.message);
  }
  return err;
}

/** A statement with its own client-side bound (node-postgres reads it; its types omit it). */
type TimedQuery = pg.QueryConfig & { query_timeout?: number };

/** Wraps a pool or a checked-out client as a Queryable; `timeoutMs` overrides the pool's bound. */
function queryable(target: pg.Pool | pg.PoolClient, timeoutMs?: number): Queryable {
  return {
    async query<T>(text: string, params: unknown[] = []): Promise<SqlResult<T>> {
      try {
        const config: TimedQuery = { text, values: params, query_timeout: timeoutMs };
        const result = await target.query(config);
        return { rows: result.rows as T[], affected: result.rowCount ?? 0 };
      } catch (err) {
        throw classify(err);
      }
    },
    async exec(script: string) {
      try {
        // No parameters: the simple protocol runs several statements.
        const config: TimedQuery = { text: script, query_timeout: timeoutMs };
        await target.query(config);
      } catch (err) {
        throw classify(err);
      }
    },
  };
}

/** Bounds on every wait for the server (see Config.database). */
export interface ServerTimeouts {
  connectTimeoutMs: number;
  queryTimeoutMs: number;
}

const DEFAULT_TIMEOUTS: ServerTimeouts = { connectTimeoutMs: 3000, queryTimeoutMs: 5000 };

/** A pool of connections to one PostgreSQL database. */
export class ServerSql implements Sql {
  readonly kind = 'server';
  private readonly inner: Queryable;

  private constructor(private readonly pool: pg.Pool) {
    this.inner = queryable(pool);
  }

  /**
   * Connects once to fail fast (bad URL, server down, wrong password) with a one-line reason.
   * Every later wait is bounded: a connection within connectTimeoutMs, a statement within
   * queryTimeoutMs, checked by the client too (a frozen server never answers its own timeout).
   */
  static async connect(
    url: string,
    timeouts: ServerTimeouts = DEFAULT_TIMEOUTS,
    onConnectionLost: (err: Error) => void = () => undefined,
    maxConnections = 10,
  ): Promise<ServerSql> {
    const pool = new pg.Pool({
      connectionString: url,
      max: maxConnections,
      connectionTimeoutMillis: timeouts.connectTimeoutMs,
      query_timeout: timeouts.queryTimeoutMs,
      statement_timeout: timeouts.queryTimeoutMs,
      idle_in_transaction_session_timeout: timeouts.queryTimeoutMs * 2,
      keepAlive: true,
    });
    // A connection the server drops (restart, failover, pg_terminate_backend) must not end the
    // process: an `error` event without a listener throws. The pool listens on idle clients only;
    // a checked-out client (in a transaction, between two statements) reports its loss as an
    // `error` event too, so every client gets a listener for its whole life. Its next statement
    // then fails as unavailable, and the transaction drops it (release(err)).
    pool.on('error', onConnectionLost);
    pool.on('connect', (client) => client.on('error', onConnectionLost));
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

  async transaction<T>(
    fn: (tx: Queryable) => Promise<T>,
    options: { timeoutMs?: number } = {},
  ): Promise<T> {
    const client = await this.pool.connect().catch((err: unknown) => {
      throw classify(err);
    });
    const tx = queryable(client, options.timeoutMs);
    try {
      await tx.query('begin');
      if (options.timeoutMs !== undefined) {
        // The server's own bound, for this transaction only (`set local` ends with it).
        await tx.query(`select set_config('statement_timeout', $1, true)`, [
          String(options.timeoutMs),
        ]);
        await tx.query(`select set_config('idle_in_transaction_session_timeout', $1, true)`, [
          String(options.timeoutMs),
        ]);
      }
      const result = await fn(tx);
      await tx.query('commit');
      client.release();
      return result;
    } catch (err) {
      if (err instanceof DatabaseUnavailableError) {
        client.release(err); // a connection that timed out is in an unknown state: drop it
      } else {
        await client.query('rollback').catch(() => undefined);
        client.release();
      }
      throw err;
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
