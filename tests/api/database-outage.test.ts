// A PostgreSQL server that stops answering (frozen with SIGSTOP, as a network partition would
// look) costs each request at most the configured bound, answered 503 E_UNAVAILABLE, with one log
// line; readiness says so, and the API recovers by itself once the server answers again.
// PostgreSQL only (CI's PostgreSQL pass): the test freezes a cluster of its own, so the suite's
// shared server keeps answering the other test files.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/clock.ts';
import { createAccount, passwordGrant, PASSWORD } from './support/flows.ts';
import { onPostgres, startServer } from './support/server.ts';

/** A throwaway PostgreSQL cluster (scripts/ci-postgres.sh): its URL, processes and stop. */
function ownCluster() {
  // Not the suite's cluster: CI_POSTGRES_STATE and CI_POSTGRES_PORT name that one.
  const { CI_POSTGRES_STATE: _state, CI_POSTGRES_PORT: _port, ...env } = process.env;
  const started = spawnSync('scripts/ci-postgres.sh', { encoding: 'utf8', env });
  if (started.status !== 0) throw new Error(`ci-postgres.sh failed: ${started.stderr}`);
  const dataDir = /pg_ctl -D (\S+) stop/.exec(started.stderr)![1]!;
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: started.stdout.trim(),
    /** The server and every process it forked (backends, checkpointer, …). */
    processes(): number[] {
      const children = readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .filter((pid) => {
          try {
            // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces.
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
            return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
          } catch {
            return false; // ended meanwhile
          }
        })
        .map(Number);
      return [postmaster, ...children];
    },
    /** Stops the cluster and removes its directory. */
    stop() {
      spawnSync('scripts/ci-postgres.sh', ['--stop', dirname(dataDir)], { stdio: 'ignore', env });
    },
  };
}

function signal(pids: number[], name: 'SIGSTOP' | 'SIGCONT') {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      /* a process that ended has nothing to freeze or thaw */
    }
  }
}

describe.skipIf(!onPostgres)('a frozen PostgreSQL server', () => {
  it('answers 503 E_UNAVAILABLE within the bound, logs one line, fails readiness, and recovers', async () => {
    const cluster = ownCluster();
    const lines: { msg?: string }[] = [];
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as { msg?: string });
        }
        done();
      },
    });
    try {
      // The clock stands still: the "database unavailable" line is due once, however long this takes.
      const server = await startServer({
        database: {
          options: { dataDir: 'unused', databaseUrl: cluster.url },
          env: { DATABASE_URL: cluster.url },
          drop: () => Promise.resolve(),
        },
        env: { DB_QUERY_TIMEOUT_MS: '1000', DB_CONNECT_TIMEOUT_MS: '1000', LOG_LEVEL: 'error' },
        clock: new ManualClock(),
        logDestination,
      });
      try {
        const { email } = await createAccount(server.api, 'confirmed');
        const frozen = cluster.processes();
        signal(frozen, 'SIGSTOP');
        try {
          const replies = await Promise.all(
            Array.from({ length: 8 }, () => passwordGrant(server.api, email, PASSWORD)),
          );
          for (const reply of replies) {
            expect([reply.status, reply.error.code]).toEqual([503, 'E_UNAVAILABLE']);
            expect(reply.headers.get('retry-after')).toBe('5');
          }
          const ready = await server.api.get('/api/ready');
          expect([ready.status, ready.body]).toEqual([503, { status: 'unavailable' }]);
          expect(lines.filter((line) => line.msg === 'database unavailable')).toHaveLength(1);
          expect(lines.filter((line) => line.msg === 'unexpected error')).toHaveLength(0);
        } finally {
          signal(frozen, 'SIGCONT');
        }
        await expect
          .poll(async () => (await server.api.get('/api/ready')).status, { timeout: 30_000 })
          .toBe(200);
        expect((await passwordGrant(server.api, email, PASSWORD)).status).toBe(200);
      } finally {
        await server.stop();
      }
    } finally {
      cluster.stop();
    }
  }, 180_000);
});
