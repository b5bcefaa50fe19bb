// The API as its own process, as production runs it (`node server-dist/start.js --api-only`, the
// compile of `npm run build:server`) or as `npm start` runs it: for the tests where what matters is
// whether the process survives (an unhandled error ends it), or how it behaves when nobody reads
// its output.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { compileServer } from '../../../scripts/build-server.mjs';
import { freshDataDir, TEST_ENV } from './server.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Inside the project, like server-dist/: server/paths.ts finds the root above the file. */
const COMPILED = join(ROOT, 'node_modules', '.cache', 'account-web-api-tests');

/** `npm start`'s command: the sources under tsx. */
export const NPM_START = ['--import', 'tsx', 'server/start.ts'];

/**
 * Called at a file's top level: the arguments of `node` that run the API as production does, from
 * the compile of `npm run build:server` (scripts/build-server.mjs), made once for the
 * file's tests and deleted after them. A start of it costs ~0.5 CPU s; `npm start`'s tsx resolves
 * and loads every module through its hooks, ~1.6 CPU s.
 */
export function compiledStartOfThisFile(): () => Promise<string[]> {
  let compiled: Promise<string> | undefined;
  afterAll(async () => {
    const outdir = await compiled?.catch(() => undefined);
    if (outdir) rmSync(outdir, { recursive: true, force: true });
  });
  return async () => [join(await (compiled ??= compile()), 'start.js')];
}

async function compile(): Promise<string> {
  mkdirSync(COMPILED, { recursive: true });
  const outdir = mkdtempSync(join(COMPILED, 'server-'));
  await compileServer(outdir, { entries: ['start'], sourcemap: false });
  return outdir;
}

export interface ChildServer {
  child: ChildProcessWithoutNullStreams;
  url: string;
  /** Everything written on stdout (unless left unread) and stderr so far. */
  output(): string;
  /** Null while the process runs, else its exit code (or signal name). */
  exit(): number | string | null;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts the API on a free port with the test defaults and `env`, resolving once it listens
 * (its address comes on stderr with the rest of the start's human-readable lines). `start`: the
 * arguments of `node` that run it, `npm start`'s unless given (compiledStartOfThisFile).
 */
export async function startChild(
  env: Record<string, string | undefined>,
  { readStdout = true, start = NPM_START } = {},
): Promise<ChildServer> {
  // A copy of the migrated test database unless `env` names one: without DATA_DIR the API opens
  // the checkout's .data, a developer's data, which a fresh clone (CI) first creates (initdb in
  // WASM, ~4.5 CPU s). Deleted once the process exits.
  const dataDir = env.DATA_DIR || env.DATABASE_URL ? null : await freshDataDir();
  const child = spawn(process.execPath, [...start, '--api-only'], {
    env: {
      PATH: process.env.PATH,
      ...TEST_ENV,
      DEV_TOOLS: '0',
      SEED_DEMO: '0',
      API_PORT: '0',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...env,
    },
  });
  let output = '';
  let exit: number | string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exit = code ?? signal;
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Account API: (http:\/\/\S+)/.exec(output)?.[1];
      if (found) resolve(found);
    };
    // Unread, stdout fills the pipe: the process writing to it must not wait for us.
    if (readStdout) child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`the server exited (${exit}): ${output}`)));
  });
  return {
    child,
    url: url.replace('localhost', '127.0.0.1'),
    output: () => output,
    exit: () => exit,
    async stop() {
      if (exit === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
