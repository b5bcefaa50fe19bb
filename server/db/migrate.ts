/**
 * Schema migrations: `migrations/NNN_name.sql`, applied in order of NNN, each once, recorded in
 * `schema_migrations`. The whole run holds a transaction-scoped advisory lock, so API instances
 * starting together against one PostgreSQL server migrate one after the other: the first applies
 * what is pending, the others find nothing left. A failing migration rolls the whole run back.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths.ts';
import { normalizeEmail } from './accounts.ts';
import type { Queryable, Sql } from './sql.ts';

/** The advisory lock key of the migration run (any constant; the same in every instance). */
const MIGRATION_LOCK_KEY = 7_190_001;

/** The bound on each statement of a migration run, waiting for the lock included. */
const MIGRATION_TIMEOUT_MS = 30 * 60_000;

/**
 * Steps SQL cannot express, run in the same transaction right after their version's script:
 * version 7 re-spells stored addresses (Unicode NFC and IDNA A-label domains need JavaScript).
 */
const DATA_STEPS: Record<number, (tx: Queryable) => Promise<void>> = { 7: respellEmails };

interface Migration {
  version: number;
  name: string;
  script: string;
}

// Exported for shared-database.test.ts: migrate() must apply exactly these files, in order.
/** The migration files, by version. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = /^(\d+)_([a-z0-9_]+)\.sql$/.exec(file);
      if (!match) throw new Error(`Migration file ${file} is not named NNN_name.sql.`);
      return {
        version: Number(match[1]),
        name: match[2]!,
        script: readFileSync(join(dir, file), 'utf8'),
      };
    })
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies pending migrations; `fresh` tells whether this run created the schema (the first start
 * of an empty database), `applied` lists the versions this run applied.
 */
export async function migrate(sql: Sql): Promise<{ fresh: boolean; applied: number[] }> {
  const migrations = readMigrations();
  let step = 'waiting for another instance to finish migrating';
  try {
    return await sql.transaction(
      async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
        step = 'reading schema_migrations';
        return await applyPending(tx, migrations, (migration) => {
          step = `applying migration ${migration.version} (${migration.name})`;
        });
      },
      // Not the request bound (DB_QUERY_TIMEOUT_MS): a migration may rewrite a large table, and
      // an instance starting meanwhile waits for it.
      { timeoutMs: MIGRATION_TIMEOUT_MS },
    );
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(
      `the database schema could not be brought up to date while ${step}: ${reason}. Nothing of this run was applied; fix the cause and start again.`,
    );
  }
}

/** The migrations `migrations` not recorded yet, applied in order within `tx`. */
async function applyPending(
  tx: Queryable,
  migrations: Migration[],
  starting: (migration: Migration) => void,
): Promise<{ fresh: boolean; applied: number[] }> {
  await tx.exec(`create table if not exists schema_migrations (
    version integer primary key, applied_at timestamptz not null default now())`);
  const { rows } = await tx.query<{ version: number }>('select version from schema_migrations');
  const done = new Set(rows.map((row) => row.version));
  const applied: number[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    starting(migration);
    await tx.exec(migration.script);
    await DATA_STEPS[migration.version]?.(tx);
    await tx.query('insert into schema_migrations (version) values ($1)', [migration.version]);
    applied.push(migration.version);
  }
  return { fresh: done.size === 0, applied };
}

/**
 * Re-spells every stored address with normalizeEmail(). An account whose new spelling another
 * account already holds keeps its old one: merging two accounts is a person's decision (both stay
 * reachable by id; lookups by address find the one already spelled the normalized way).
 */
export async function respellEmails(tx: Queryable): Promise<void> {
  const columns = [
    ['users', 'email'],
    ['invitations', 'email'],
    ['invitations', 'accepted_email'],
    ['outbox', 'to_email'],
  ] as const;
  for (const [table, column] of columns) {
    const { rows } = await tx.query<{ value: string }>(
      `select distinct ${column} as value from ${table} where ${column} is not null`,
    );
    for (const { value } of rows) {
      const respelled = normalizeEmail(value);
      if (respelled === value) continue;
      const taken = `and not exists (select 1 from users where email = $1)`;
      await tx.query(
        `update ${table} set ${column} = $1 where ${column} = $2 ${table === 'users' ? taken : ''}`,
        [respelled, value],
      );
    }
  }
}
