#!/usr/bin/env node
// @ts-check
// `npm run build:server`: compiles the reference API (server/*.ts) with esbuild into
// server-dist/start.js and server-dist/seed.js, which production runs with plain `node`. The
// packages stay in node_modules (not bundled); migrations, images and email texts are read from
// the checkout at run time (server/paths.ts), so deploy the whole checkout with its node_modules.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Compiles the API's entry points (`start`, and `seed` unless left out) into `outdir`. The API
 * tests' production starts (tests/api/support/child.ts) run this very compile.
 * @param {string} outdir
 * @param {{ entries?: string[], sourcemap?: boolean }} [options]
 */
export async function compileServer(
  outdir,
  { entries = ['start', 'seed'], sourcemap = true } = {},
) {
  await build({
    entryPoints: entries.map((entry) => join(root, `server/${entry}.ts`)),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap,
    logLevel: 'warning',
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outdir = join(root, 'server-dist');
  rmSync(outdir, { recursive: true, force: true });
  await compileServer(outdir);
  console.log(
    `Compiled the API into ${outdir} (run: NODE_ENV=production node server-dist/start.js)`,
  );
}
