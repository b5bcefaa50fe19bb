import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time under a file or directory (0 when missing). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const SOURCES = ['src', 'locales', 'public', 'astro.config.mjs'];

/** True when dist/ is missing or older than any source the site build reads. */
export function siteIsStale(root: string, distDir: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/**
 * Runs `npx astro build` in root; throws when it fails. Its output (a line per page, ~150) is
 * shown only then, so `npm start`'s banner is what a person sees.
 */
export function buildSite(root: string): void {
  const result = spawnSync('npx', ['astro', 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // Built for this machine: links stay relative, so any PORT serves it (README).
    env: { ...process.env, LOCAL_BUILD: process.env.PUBLIC_SITE_URL ? undefined : '1' },
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`astro build failed (exit ${result.status})`);
  }
}
