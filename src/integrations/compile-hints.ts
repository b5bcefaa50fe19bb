// Astro integration: after the build, marks the shared React chunk for eager compilation with
// V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, v8.dev/blog/explicit-compile-hints).
//
// Why: the bundler wraps react-dom's CommonJS body in one function that runs when an island
// hydrates. V8 compiles a function lazily, on the main thread, the first time it is called: on a
// mid-tier phone that compile was the longest task after the first paint (about 120 ms at the
// bench's CPU slowdown). With the hint, V8 compiles every function of the file while streaming
// the download, on a background thread, and the main thread only runs the code. Nearly all of
// React's code runs at hydration anyway, so compiling it all eagerly wastes little.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** V8's magic comment; it must be the first line of the file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Whether a built script holds react-dom (the shared `react` chunk, see island-bundles). Only that
 * file: each hint costs about 30 bytes of the JS budget, and the other files are small enough to
 * compile lazily within a short task.
 */
export const holdsReactDom = (code: string) => code.includes('rendererPackageName:"react-dom"');

/** Adds the compile hint to the file of a build's `_astro/` folder that holds react-dom. */
export async function addCompileHints(assetsDir: string): Promise<string[]> {
  const marked: string[] = [];
  for (const name of await readdir(assetsDir)) {
    if (!name.endsWith('.js')) continue;
    const path = join(assetsDir, name);
    const code = await readFile(path, 'utf8');
    if (!holdsReactDom(code) || code.startsWith(COMPILE_HINT)) continue;
    await writeFile(path, COMPILE_HINT + code);
    marked.push(name);
  }
  return marked;
}

export function compileHintsIntegration(): AstroIntegration {
  return {
    name: 'account-web:compile-hints',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const marked = await addCompileHints(join(fileURLToPath(dir), '_astro'));
        logger.info(`eager compile hint on ${marked.join(', ') || 'no file'}`);
      },
    },
  };
}
