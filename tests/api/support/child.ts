// The API as its own process (`server/start.ts --api-only`), as `npm start` runs it: for the tests
// where what matters is whether the process survives (an unhandled error ends it), or how it
// behaves when nobody reads its output.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { TEST_ENV } from './server.ts';

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
 * (its address comes on stderr with the rest of the start's human-readable lines).
 */
export async function startChild(
  env: Record<string, string | undefined>,
  { readStdout = true } = {},
): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--api-only'], {
    env: {
      PATH: process.env.PATH,
      ...TEST_ENV,
      DEV_TOOLS: '0',
      SEED_DEMO: '0',
      API_PORT: '0',
      ...env,
    },
  });
  let output = '';
  let exit: number | string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exit = code ?? signal;
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
