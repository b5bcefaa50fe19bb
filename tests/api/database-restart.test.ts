// A PostgreSQL restart, or sessions ended by `pg_terminate_backend`, while registrations stream in:
// the API process survives every round (an `error` event of a pg client nobody listened to used to
// end it with exit 1), answers 503 E_UNAVAILABLE while the server is away, never 500, and takes
// registrations again without a restart. PostgreSQL only (CI's PostgreSQL pass), on a cluster of
// its own (scripts/ci-postgres.sh), so the suite's shared server keeps answering the other files.
import { describe, expect, it } from 'vitest';
import { ownCluster, type OwnCluster } from './support/cluster.ts';
import { startChild, type ChildServer } from './support/child.ts';
import { registrationPayload } from './support/flows.ts';
import { ApiClient, onPostgres } from './support/server.ts';

/** Registrations from `workers` loops, each bounded, until stopped; counts answers by status. */
function registrationLoad(api: ApiClient, workers = 4, perWorker = 2000) {
  const statuses = new Map<number, number>();
  let stopped = false;
  const loops = Array.from({ length: workers }, async () => {
    for (let i = 0; i < perWorker && !stopped; i++) {
      const reply = await api.post('/api/register', registrationPayload()).catch(() => null);
      const status = reply?.status ?? 0; // 0: no answer at all (the process is gone)
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  return {
    statuses,
    accepted: () => statuses.get(204) ?? 0,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

type Load = ReturnType<typeof registrationLoad>;

/** Waits until `more` further registrations went through: the API recovered by itself. */
async function moreAccepted(load: Load, more: number, server: ChildServer) {
  const target = load.accepted() + more;
  await expect
    .poll(() => server.exit() !== null || load.accepted() >= target, { timeout: 60_000 })
    .toBe(true);
  expect(server.exit(), server.output()).toBeNull();
}

async function underLoad(
  fault: (cluster: OwnCluster) => Promise<unknown>,
  rounds: number,
): Promise<void> {
  const cluster = ownCluster();
  let server: ChildServer | undefined;
  try {
    server = await startChild({
      DATABASE_URL: cluster.url,
      // A cluster that is down refuses at once; this bounds only a slow answer. 1 s was too short
      // for the first connection on a machine running two CI runs at once (the start gave up).
      DB_CONNECT_TIMEOUT_MS: '5000',
      DB_QUERY_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'error',
    });
    const api = new ApiClient(server.url);
    const load = registrationLoad(api);
    try {
      for (let round = 0; round < rounds; round++) {
        await moreAccepted(load, 5, server);
        await fault(cluster);
        expect(server.exit(), server.output()).toBeNull();
      }
      await moreAccepted(load, 5, server);
    } finally {
      await load.stop();
    }
    expect(server.exit(), server.output()).toBeNull();
    const failures = [...load.statuses].filter(([status]) => status !== 204 && status !== 503);
    expect(failures, server.output()).toEqual([]);
    expect(server.output()).not.toContain('unexpected error');
    expect((await api.get('/api/ready')).status).toBe(200);
  } finally {
    await server?.stop();
    cluster.stop();
  }
}

describe.skipIf(!onPostgres)(
  'the database going away under registrations',
  { timeout: 300_000 },
  () => {
    it('survives sessions ended by pg_terminate_backend, and recovers by itself', async () => {
      await underLoad((cluster) => cluster.terminateSessions(), 6);
    });

    it('survives PostgreSQL restarts, answers 503 meanwhile, and recovers by itself', async () => {
      await underLoad(async (cluster) => {
        cluster.restart();
      }, 4);
    });
  },
);
