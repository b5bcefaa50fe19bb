#!/usr/bin/env node
// @ts-check
// `npm run build:server`: compiles the reference API (server/*.ts) with esbuild into
// server-dist/start.js and server-dist/seed.js, which production runs with plain `node`. The
// packages stay in node_modules (not bundled); migrations, images and email texts are read from
// the checkout at run time (server/paths.ts), so deploy the whole checkout with its node_modules.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'server-dist');
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'server/start.ts'), join(root, 'server/seed.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`Compiled the API into ${outdir} (run: NODE_ENV=production node server-dist/start.js)`);
