/**
 * The embedded driver: PGlite (PostgreSQL compiled to WASM) in `${dataDir}/pg`, one process at a
 * time. Opening it checks the data directory first and never starts an empty database over files
 * that were one.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Queryable, Sql, SqlResult } from './sql.ts';

/** A data directory that cannot be used as it is; its message is one line for a human. */
class DataDirError extends Error {}

export interface EmbeddedOptions {
  /**
   * Flush the write-ahead log to disk (fdatasync) after every write before answering. PGlite's
   * own writes reach the operating system at once (a process crash loses nothing) but are never
   * fsynced, so only this survives a power cut or kernel crash. On by default in production.
   */
  syncWrites?: boolean;
}

const mayWrite = (text: string) => !/^\s*select\b/i.test(text);

/** Wraps a PGlite connection or transaction as a Queryable. */
function queryable(pg: Pick<Transaction, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(text: string, params: unknown[] = []): Promise<SqlResult<T>> {
      const result = await pg.query<T>(text, params);
      return { rows: result.rows, affected: result.affectedRows ?? 0 };
    },
    async exec(script: string) {
      await pg.exec(script);
    },
  };
}

/** PGlite as a Sql; with a WAL directory, every write is flushed to disk before it returns. */
export class EmbeddedSql implements Sql {
  readonly kind = 'embedded';
  /** With syncWrites: how many times the log was flushed (tests read it). */
  walFlushes = 0;
  private readonly inner: Queryable;

  private constructor(
    private readonly pg: PGlite,
    private readonly lockFile: string | null,
    private readonly walDir: string | null,
  ) {
    this.inner = queryable(pg);
  }

  /** Opens `${dataDir}/pg` (created if missing), or an in-memory database for `memory://`. */
  static async open(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedSql> {
    if (dataDir.startsWith('memory://')) {
      return new EmbeddedSql(await PGlite.create('memory://'), null, null);
    }
    const dir = join(dataDir, 'pg');
    const existing = existsSync(dir) && readdirSync(dir).length > 0;
    // Never start an empty database over files that were one: that is how data gets lost.
    if (existing && !existsSync(join(dir, 'PG_VERSION'))) {
      throw new DataDirError(
        `${dir} holds files but no database (PG_VERSION is missing). Nothing was changed: restore it from a backup, or move it away to start an empty database.`,
      );
    }
    const lockFile = join(dataDir, 'pg.lock');
    try {
      mkdirSync(dir, { recursive: true });
      takeLock(lockFile, dataDir);
    } catch (err) {
      if (err instanceof DataDirError) throw err;
      const code = (err as NodeJS.ErrnoException).code ?? '';
      if (['EACCES', 'EPERM', 'EROFS'].includes(code)) {
        throw new DataDirError(
          `the data directory ${dataDir} is read-only (${code}): the database needs to write there. Make it writable or set DATA_DIR to a writable directory.`,
        );
      }
      throw err;
    }
    try {
      const pg = await PGlite.create(dir);
      return new EmbeddedSql(pg, lockFile, options.syncWrites ? join(dir, 'pg_wal') : null);
    } catch (err) {
      rmSync(lockFile, { force: true });
      if (!existing) throw err;
      const reason = err instanceof Error ? err.message : String(err);
      throw new DataDirError(
        `the database in ${dir} cannot be opened (${reason}). Nothing was changed: restore it from a backup, or move it away to start an empty database.`,
      );
    }
  }

  async query<T>(text: string, params?: unknown[]): Promise<SqlResult<T>> {
    const result = await this.inner.query<T>(text, params);
    if (mayWrite(text)) await this.flushWal();
    return result;
  }

  async exec(script: string): Promise<void> {
    await this.inner.exec(script);
    await this.flushWal();
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    // A transaction's own statements are flushed once, at commit.
    const result = await this.pg.transaction((tx) => fn(queryable(tx)));
    await this.flushWal();
    return result;
  }

  async close(): Promise<void> {
    await this.pg.close();
    if (this.lockFile) rmSync(this.lockFile, { force: true });
  }

  /** Flushes the write-ahead log's files to disk (see EmbeddedOptions.syncWrites). */
  private async flushWal(): Promise<void> {
    if (!this.walDir) return;
    for (const entry of readdirSync(this.walDir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = await openFile(join(this.walDir, entry.name), 'r+');
      try {
        await file.datasync();
      } finally {
        await file.close();
      }
    }
    this.walFlushes++;
  }
}

/**
 * PGlite is single-process: a second process opening the same directory would corrupt it (say
 * `npm run seed` while `npm start` runs). A pid lock file turns that into a clear error.
 */
function takeLock(lockFile: string, dataDir: string): void {
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
    return;
  } catch {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The database in ${dataDir} is in use by process ${pid}; stop that process first.`,
      );
    }
    writeFileSync(lockFile, String(process.pid)); // a stale lock from a crashed process
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
