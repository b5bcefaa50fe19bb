/**
 * Schema migrations: `migrations/NNN_name.sql`, applied in order of NNN, each once, recorded in
 * `schema_migrations`. The whole run holds a transaction-scoped advisory lock, so API instances
 * starting together against one PostgreSQL server migrate one after the other: the first applies
 * what is pending, the others find nothing left. A failing migration rolls the whole run back.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { Sql } from './sql.ts';

/** The advisory lock key of the migration run (any constant; the same in every instance). */
const MIGRATION_LOCK_KEY = 7_190_001;

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
  return sql.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key, applied_at timestamptz not null default now())`);
    const { rows } = await tx.query<{ version: number }>('select version from schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.script);
      await tx.query('insert into schema_migrations (version) values ($1)', [migration.version]);
      applied.push(migration.version);
    }
    return { fresh: done.size === 0, applied };
  });
}
