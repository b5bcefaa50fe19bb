// The one way a script is inlined into a page: minifyInlineScript(), the build's only minifier of
// inline scripts. Two kinds of source go through it:
// - a classic script kept as written (components/boot-script.js, pricing-script.js…), read with
//   `?raw`, whose free identifiers named in `constants` (LANGUAGE_CODES, STORAGE_PREFIX…) become
//   the values src/lib defines, so the script shares the site's constants instead of copying them;
// - a module: `import code from './x.ts?inline-script'` gives x.ts bundled with what it imports
//   (tree-shaken) as one classic script's text, minified here too.
// Either way the page inlines the result with `<script is:inline set:html={code} />`: for the few
// scripts that must run before the first paint, inline costs no request.
import { build } from 'esbuild';
import { minify } from 'terser';
import type { Plugin } from 'vite';

const QUERY = '?inline-script';

/** Values a script's free identifiers stand for (terser's global_defs): literals only. */
type Constants = Record<string, string | number | boolean | readonly (string | number)[]>;

/**
 * Minifies an inline script, replacing the free identifiers named in `constants` by their values.
 * Output may use ES2020 (arrow functions for plain functions, `catch {}`): every supported browser
 * has it (docs/decisions/supported-browsers.md), and /pricing's 2 KB of inline script counts bytes.
 */
export async function minifyInlineScript(code: string, constants: Constants = {}): Promise<string> {
  const result = await minify(code, {
    ecma: 2020,
    compress: { passes: 2, unsafe_arrows: true, global_defs: constants },
  });
  if (result.code === undefined) throw new Error('terser returned no code for an inline script');
  return result.code;
}

/** The `?inline-script` import: a module bundled into the text of an inline classic script. */
export function inlineScriptPlugin(define: Record<string, string> = {}): Plugin {
  return {
    name: 'account-web:inline-script',
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      const result = await build({
        entryPoints: [file],
        bundle: true,
        format: 'iife',
        write: false,
        metafile: true,
        target: 'es2020',
        define,
      });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(input);
      // esbuild marks the bundle "use strict" because its source is a module. The inline script
      // goes without it: its TypeScript source already rules out what strict mode forbids
      // (undeclared names, `with`), and every byte of an inline script counts in the budget.
      const bundled = result.outputFiles[0]!.text.replace(/^"use strict";\n/, '');
      const code = await minifyInlineScript(bundled);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
