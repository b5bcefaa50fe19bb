/**
 * The one interface the repositories run SQL through, with two drivers: the embedded PGlite
 * (`embedded.ts`, the default) and a PostgreSQL server over a node-postgres pool (`postgres.ts`,
 * with DATABASE_URL). Both speak PostgreSQL, so every statement is the same on either.
 */

/** The rows a statement returned and how many rows it inserted, updated or deleted. */
export interface SqlResult<T> {
  rows: T[];
  affected: number;
}

/** A connection, pool or open transaction: parameterized statements ($1, $2…), always. */
export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<SqlResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

/** A database: statements, transactions (rolled back when `fn` throws), and closing. */
export interface Sql extends Queryable {
  /** `embedded` (PGlite, one process) or `server` (PostgreSQL, shared by every API instance). */
  readonly kind: 'embedded' | 'server';
  /**
   * `timeoutMs` replaces the bound on each statement of this transaction (a PostgreSQL server's
   * DB_QUERY_TIMEOUT_MS): the migrations, which may wait for another instance's and rewrite tables.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: { timeoutMs?: number }): Promise<T>;
  close(): Promise<void>;
}

/**
 * The database did not answer in time or refused the connection (a stopped, frozen or
 * unreachable server). The API answers 503 `E_UNAVAILABLE` and retries nothing itself.
 */
export class DatabaseUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`database unavailable: ${reason}`);
  }
}
