// A throwaway PostgreSQL cluster of a test's own (scripts/ci-postgres.sh), for the tests that
// freeze, restart or cut it: the suite's shared server keeps answering the other test files.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';

export interface OwnCluster {
  url: string;
  /** The server and every process it forked (backends, checkpointer, …). */
  processes(): number[];
  /** A fast restart (`pg_ctl restart -m fast`): every session is cut, then the server is back. */
  restart(): void;
  /** Ends every other session of the test's role on the server (`pg_terminate_backend`). */
  terminateSessions(): Promise<number>;
  /** Stops the cluster and removes its directory. */
  stop(): void;
}

export function ownCluster(): OwnCluster {
  // Not the suite's cluster: CI_POSTGRES_STATE and CI_POSTGRES_PORT name that one.
  const { CI_POSTGRES_STATE: _state, CI_POSTGRES_PORT: _port, ...env } = process.env;
  const started = spawnSync('scripts/ci-postgres.sh', { encoding: 'utf8', env });
  if (started.status !== 0) throw new Error(`ci-postgres.sh failed: ${started.stderr}`);
  // The script's last stderr line is the stop command: "<runuser …> <bin>/pg_ctl -D <dir> stop".
  const stopLine = /^\s*stop: (.*) -D (\S+) stop$/m.exec(started.stderr)!;
  const pgCtl = stopLine[1]!.trim().split(/\s+/);
  const dataDir = stopLine[2]!;
  const url = started.stdout.trim();
  const postmaster = () =>
    Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url,
    processes() {
      const parent = postmaster();
      const children = readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .filter((pid) => {
          try {
            // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces.
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
            return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
          } catch {
            return false; // ended meanwhile
          }
        })
        .map(Number);
      return [parent, ...children];
    },
    restart() {
      const [command, ...args] = pgCtl;
      // With its log in a file: a server writing to our pipe would keep spawnSync waiting.
      const log = join(dirname(dataDir), 'server.log');
      const done = spawnSync(
        command!,
        [...args, '-D', dataDir, '-l', log, '-m', 'fast', '-w', 'restart'],
        { encoding: 'utf8', env, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      if (done.status !== 0) throw new Error(`pg_ctl restart failed: ${done.stderr}`);
    },
    async terminateSessions() {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ ended: boolean }>(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
           where usename = current_user and pid <> pg_backend_pid()`,
        );
        return rows.filter((row) => row.ended).length;
      } finally {
        await admin.end();
      }
    },
    stop() {
      spawnSync('scripts/ci-postgres.sh', ['--stop', dirname(dataDir)], { stdio: 'ignore', env });
    },
  };
}
