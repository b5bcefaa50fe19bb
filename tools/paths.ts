// Where the tools of tools/package.json are, for the tests that start them as programs.
import { fileURLToPath } from 'node:url';

/** The wrangler command-line script (`wrangler pages dev`, tests/build/hosting-wrangler.test.ts). */
export const WRANGLER_BIN = fileURLToPath(
  new URL('node_modules/wrangler/bin/wrangler.js', import.meta.url),
);
