// Astro's own CLI file (its package exports no bin path), run with node by `npm run dev` and the
// build tests: `npx astro` first starts npm's own CLI to find it, ~0.45 CPU s a run, and its
// wrapper would not pass signals on.
import { fileURLToPath } from 'node:url';

/** node_modules/astro/bin/astro.mjs */
export const ASTRO_CLI = fileURLToPath(
  new URL('../node_modules/astro/bin/astro.mjs', import.meta.url),
);
