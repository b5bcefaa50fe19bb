// `npm start` builds a stale site before its banner (server/build.ts): Astro's page-by-page
// listing (~150 lines) stays out of the terminal unless the build fails, where it is the reason.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../server/build.ts';

const roots: string[] = [];

/** A project whose `astro` prints a long listing and exits with `code`. */
function fakeProject(code: number): string {
  const root = mkdtempSync(join(tmpdir(), 'account-web-start-'));
  roots.push(root);
  mkdirSync(join(root, 'node_modules/.bin'), { recursive: true });
  const astro = join(root, 'node_modules/.bin/astro');
  writeFileSync(
    astro,
    `#!/bin/sh\nfor i in $(seq 150); do echo "  ├─ /page-$i.html"; done\necho "build problem" >&2\nexit ${code}\n`,
  );
  chmodSync(astro, 0o755);
  writeFileSync(join(root, 'package.json'), '{"name":"fake","private":true}');
  return root;
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the build before npm start', () => {
  it('prints nothing when it succeeds', () => {
    // In a process of its own: what reaches its terminal is what a person would see.
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import { buildSite } from './server/build.ts'; buildSite(${JSON.stringify(fakeProject(0))});`,
      ],
      { encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout + run.stderr).toBe('');
  });

  it('shows the whole output when it fails', () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(() => buildSite(fakeProject(1))).toThrow('astro build failed (exit 1)');
    const shown = stderr.mock.calls.map(([text]) => String(text)).join('');
    expect(shown).toContain('/page-150.html');
    expect(shown).toContain('build problem');
  });
});
