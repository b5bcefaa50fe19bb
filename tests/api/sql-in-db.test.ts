// server/README.md "Data layer": all SQL lives in server/db/, so the statements, their parameters
// and the schema they assume are read in one place. Every other server file reaches the database
// through the repositories.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, '../../server');

/** A statement's opening as it appears in a query string (not prose such as "select a plan"). */
const STATEMENT =
  /\b(select\s+[\w*(]+[\s\S]{0,200}?\bfrom\s+\w+|insert\s+into|update\s+\w+\s+set|delete\s+from|(create|alter|drop)\s+(table|index)|(begin|commit|rollback)\s*['`;])/i;

/** The server's TypeScript files outside db/, relative to server/. */
function serverFiles(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(SERVER, 'db') ? [] : serverFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SERVER, path)] : [];
  });
}

describe('SQL stays in server/db/', () => {
  it('no other server file holds a statement or runs a query itself', () => {
    const offenders = serverFiles().filter((file) => {
      const source = readFileSync(join(SERVER, file), 'utf8');
      return STATEMENT.test(source) || /\.sql\.(query|exec)\(/.test(source);
    });
    expect(offenders).toEqual([]);
  });

  it('recognises a statement where one would slip in', () => {
    for (const sql of [
      'select max(version) as version from schema_migrations',
      'SELECT * FROM accounts',
      'update invitations set accepted_at = $1 where code = $2',
      'delete from tokens where expires_at < now()',
    ]) {
      expect(STATEMENT.test(sql), sql).toBe(true);
    }
    expect(STATEMENT.test('// Only a plan the catalog sells goes into the link')).toBe(false);
  });
});
