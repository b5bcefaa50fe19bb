// A PostgreSQL server that stops answering (frozen with SIGSTOP, as a network partition would
// look) costs each request at most the configured bound, answered 503 E_UNAVAILABLE, with one log
// line; readiness says so, and the API recovers by itself once the server answers again.
// PostgreSQL only (CI's PostgreSQL pass): the test freezes a cluster of its own, so the suite's
// shared server keeps answering the other test files.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/clock.ts';
import { createAccount, passwordGrant, PASSWORD } from './support/flows.ts';
import { ownCluster } from './support/cluster.ts';
import { onPostgres, startServer } from './support/server.ts';

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
