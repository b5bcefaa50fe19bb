// Astro integration: after the build, every page entry (island component or page script) becomes
// one self-contained file that imports only the shared chunks: `react`, `core` and, on first use,
// `api`.
//
// Why: Rolldown (Vite's bundler) splits the code that ~20 islands share into many small chunks, so
// a page loads 12 to 28 files, each compressed on its own, with names that cross a file boundary
// left unmangled. Folded, a page loads 5 or 6 files and up to 6 KB less gzip; without the fold 12
// or 13 of the 20 routes are over the 80 KB budget even with names mangled (measured per page in
// docs/bundle-budget.md). The fold re-bundles with Rollup, a second bundler after Vite's.
// Module state must exist once per page, so stateful modules never get copied: React, the
// nanostores atoms, the API client (its single shared token refresh) and the failures it throws
// live in the shared chunks that are left as they are.
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { importedUrls, pageEntryUrls, pointAtBundle } from './island-pages';
import { slimIslandRuntime, withSlimIslandRuntime } from './island-runtime';
import { rollup } from 'rollup';
import { minify, type MinifyOptions } from 'terser';

/** Minifier settings of the build (Vite's chunks) and of the entry bundles. */
const TERSER_OPTIONS = {
  module: true,
  ecma: 2020,
  // Our code never relies on a plain function's own `this` (unsafe_arrows, unsafe_methods) and
  // never reads a property for a side effect such as a forced layout (pure_getters).
  compress: { passes: 3, unsafe_arrows: true, unsafe_methods: true, pure_getters: true },
} as const satisfies MinifyOptions;

/**
 * The bundler's own pass: compressed but not mangled, since every file is minified again here.
 * Mangled twice, terser misreads its own output: a default parameter that names an outer binding
 * (`client = apiClient`) and a body declaration the first pass gave the same short name are
 * merged by the second (a known terser bug), so the default then points at whatever holds that
 * name where the function is inlined. Names are given once, by the pass here.
 */
export const BUNDLER_TERSER_OPTIONS = {
  ...TERSER_OPTIONS,
  mangle: false,
} as const satisfies MinifyOptions;

/** Names of the manual chunks (astro.config.mjs) every page shares instead of copying. */
const SHARED_CHUNKS = ['react', 'core', 'api-errors', 'api'] as const;

/** Whether a module belongs in a shared chunk, and which; undefined lets the entry bundle it. */
function sharedChunkOf(id: string): (typeof SHARED_CHUNKS)[number] | undefined {
  // Astro's React renderer too: every island page loads it beside React, and in one file it
  // compresses better (its URL stays as a one-line re-export).
  if (/\/node_modules\/(react|react-dom|scheduler|@astrojs\/react)\//.test(id)) return 'react';
  // The failures that only the client and the API modules build: with the first page module that
  // sends a request, not on every page (a page tells failures apart through error-kinds.ts, in core).
  // Reading an answer's body (api/body.ts) too: only the client and the API modules that read a raw
  // response use it (99 B gzip off every page's `core`).
  if (/\/src\/lib\/api\/(errors|body)\.ts$/.test(id)) return 'api-errors';
  // The request machinery, loaded on first use (lib/api/site-client.ts), never with the page.
  if (id.includes('/node_modules/ky/') || id.endsWith('/src/lib/api/client.ts')) return 'api';
  // State that must be unique per page; Rollup adds what these import to the same chunk.
  // listenKeys and the deep-map path reader it uses hold no state, and only @nanostores/react calls
  // them (on the three islands that read a store with useStore): in `core` they weighed on every
  // page (238 B gzip), now only on those.
  if (/\/node_modules\/nanostores\/(listen-keys|deep-map)\//.test(id)) return undefined;
  if (id.includes('/node_modules/nanostores/')) return 'core';
  // The onboarding choices are read only by the one island of each onboarding page, so that
  // store travels with those islands instead of weighing on every other page.
  if (id.endsWith('/src/lib/stores/onboarding.ts')) return undefined;
  if (id.includes('/src/lib/stores/')) return 'core';
  // What the stores, the client and the islands share: the failures the client throws, which
  // islands read too (by kind, see lib/api/errors.ts). Not the configuration: the browser build
  // reads its values where they are used (site-config-values.ts).
  if (/\/src\/lib\/api\/(error-kinds|guards|types)\.ts$/.test(id)) return 'core';
  return undefined;
}

/**
 * The bundler's chunk groups (Rolldown `codeSplitting`), one per shared chunk. The higher priority
 * claims a module first: the stores that the lazily loaded API client imports stay in `core`
 * instead of being pulled into `api` with it.
 */
export const CHUNK_GROUPS = SHARED_CHUNKS.map((name, index) => ({
  name,
  test: (id: string) => sharedChunkOf(id) === name,
  priority: SHARED_CHUNKS.length - index,
}));

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/** Every URL reachable from `roots` through imports. */
async function closure(root: string, roots: Iterable<string>): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...importedUrls(url, await readFile(join(root, url), 'utf8')));
  }
  return seen;
}

const PAGE_BUNDLE = '\0page-bundle';

/**
 * Bundles what one page starts from (its island, then its page scripts) into one file with
 * everything they import except the shared chunks, minified: one request and one gzip stream
 * instead of one per entry. What it loads through import() (a part needed only later, e.g. after
 * a click) becomes chunks of its own. Returns the files to write, the bundle first, named after
 * their minified content.
 */
async function bundlePage(
  root: string,
  page: { islands: string[]; scripts: string[] },
  shared: Set<string>,
): Promise<{ fileName: string; code: string }[]> {
  // The islands' exports stay reachable by name (component-export); the scripts just run.
  const source = [
    ...page.islands.map((url) => `export * from ${JSON.stringify(join(root, url))};`),
    ...page.scripts.map((url) => `import ${JSON.stringify(join(root, url))};`),
  ].join('\n');
  const bundle = await rollup({
    input: PAGE_BUNDLE,
    external: (id, importer) =>
      importer !== undefined &&
      shared.has(posix.join(posix.dirname(`/${importer.slice(root.length + 1)}`), id)),
    onwarn: (warning) => {
      throw new Error(`island-bundles: ${warning.message}`);
    },
    // The entry may export what its lazy chunks share with it: no extra facade file to wait for.
    preserveEntrySignatures: 'allow-extension',
    plugins: [
      {
        name: 'page-bundle',
        resolveId: (id) => (id === PAGE_BUNDLE ? id : null),
        load: (id) => (id === PAGE_BUNDLE ? source : null),
      },
      {
        name: 'minify',
        // Rollup hashes file names after this hook, so a name changes whenever the bytes do.
        // No preload lists to mend: import() loads just its chunk (plain-dynamic-import.ts).
        renderChunk: async (code) => (await minify(code, TERSER_OPTIONS)).code ?? code,
      },
    ],
  });
  const name = basename(page.islands[0] ?? page.scripts[0]!).replace(/\.[^.]+\.js$/, '');
  const { output } = await bundle.generate({
    format: 'es',
    paths: (id) => `./${posix.basename(id)}`,
    entryFileNames: `${name}.[hash].js`,
    chunkFileNames: (chunk) => `${name}-${chunk.name.replace(/\..*$/, '')}.[hash].js`,
  });
  await bundle.close();
  return output.flatMap((file) =>
    file.type === 'chunk' ? [{ fileName: file.fileName, code: file.code }] : [],
  );
}

export function islandBundlesIntegration(): AstroIntegration {
  return {
    name: 'account-web:island-bundles',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir).replace(/\/$/, '');
        const pages = await Promise.all(
          (await htmlFiles(root)).map(async (file) => ({
            file,
            html: await readFile(file, 'utf8'),
          })),
        );
        const sharedRoots = new Set<string>();
        for (const { html } of pages)
          pageEntryUrls(html).renderers.forEach((u) => sharedRoots.add(u));
        const assets = await readdir(join(root, '_astro'));
        for (const name of assets) {
          if (SHARED_CHUNKS.some((chunk) => name.startsWith(`${chunk}.`) && name.endsWith('.js'))) {
            sharedRoots.add(`/_astro/${name}`);
          }
        }
        const shared = await closure(root, sharedRoots);
        // The shared chunks stay as the bundler wrote them, names still long: mangled here, once.
        for (const url of shared) {
          const file = join(root, url);
          const code = await readFile(file, 'utf8');
          await writeFile(file, (await minify(code, TERSER_OPTIONS)).code ?? code);
        }
        // One bundle per set of entries; pages with the same set (a page in five languages) share it.
        const bundles = new Map<string, string>();
        const runtime = await slimIslandRuntime();
        for (const page of pages) {
          const found = pageEntryUrls(page.html);
          const islands = found.islands.filter((url) => !shared.has(url));
          const scripts = found.scripts.filter((url) => !shared.has(url));
          if (islands.length + scripts.length === 0) continue;
          const key = [...islands, ...scripts].join(' ');
          let url = bundles.get(key);
          if (url === undefined) {
            const files = await bundlePage(root, { islands, scripts }, shared);
            for (const { fileName, code } of files)
              await writeFile(join(root, '_astro', fileName), code);
            url = `/_astro/${files[0]!.fileName}`;
            bundles.set(key, url);
          }
          const html = pointAtBundle(page.html, { islands, scripts }, url);
          await writeFile(page.file, withSlimIslandRuntime(html, runtime));
        }
        // Chunks no page reaches any more: the pieces now copied into the entry bundles.
        const used = await closure(root, [...shared, ...bundles.values()]);
        let removed = 0;
        for (const name of assets) {
          const url = `/_astro/${name}`;
          if (name.endsWith('.js') && !used.has(url)) {
            await rm(join(root, url));
            await rm(join(root, `${url}.map`), { force: true });
            removed++;
          }
        }
        logger.info(`bundled ${bundles.size} page bundles; removed ${removed} split chunks`);
      },
    },
  };
}
