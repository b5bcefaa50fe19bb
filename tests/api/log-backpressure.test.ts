// The JSON log never holds up a request: when whoever reads the server's stdout stops reading (a
// stuck log shipper), lines wait in a bounded buffer and past it are dropped, counted, and the
// count is logged once the output moves again; /api/health keeps answering meanwhile.
import { describe, expect, it } from 'vitest';
import { compiledStartOfThisFile, startChild } from './support/child.ts';

// Compiled, as production runs it: what is tested is the process's output, not how it was started.
const compiledStart = compiledStartOfThisFile();

describe('a stdout nobody reads', { timeout: 120_000 }, () => {
  it('never freezes the server; the lines it had to drop are counted and reported', async () => {
    // Every request writes an info line with its path: 1,200 paths of 2 KB (dots are never taken
    // for a token, so they are logged whole) overflow the pipe (64 KB), the reading side's buffer
    // and the server's own 1 MB.
    const server = await startChild(
      { LOG_LEVEL: 'info' },
      { readStdout: false, start: await compiledStart() },
    );
    try {
      const health = () =>
        fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
          (r) => r.status,
        );
      const longPath = `/api/${'a.'.repeat(1000)}`;
      const loops = Array.from({ length: 8 }, async () => {
        for (let i = 0; i < 150; i++) {
          const reply = await fetch(`${server.url}${longPath}`, {
            signal: AbortSignal.timeout(10_000),
          });
          expect(reply.status).toBe(404);
        }
      });
      await Promise.all(loops);
      const started = performance.now();
      expect(await health()).toBe(200);
      expect(performance.now() - started).toBeLessThan(2000);

      // The reader comes back: the backlog arrives, then the count of what was dropped.
      let stdout = '';
      server.child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      await expect.poll(() => stdout, { timeout: 30_000 }).toMatch(/log lines dropped/);
      const lines = stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg: string; dropped?: number });
      const dropped = lines
        .filter((line) => line.msg.startsWith('log lines dropped'))
        .reduce((sum, line) => sum + (line.dropped ?? 0), 0);
      expect(dropped).toBeGreaterThan(0);
      // Only JSON on stdout: every line parsed.
      expect(lines.length).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});
