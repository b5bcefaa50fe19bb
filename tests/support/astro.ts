// Astro's CLI, run with node as scripts/dev.mjs runs it: `npx astro` first starts npm's own CLI
// to find it, ~0.45 CPU s a run.
import { fileURLToPath } from 'node:url';

/** node_modules/astro/bin/astro.mjs: its package exports no bin path. */
export const ASTRO_CLI = fileURLToPath(
  new URL('../../node_modules/astro/bin/astro.mjs', import.meta.url),
);
