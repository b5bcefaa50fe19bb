// Vite plugin: `import code from './x.ts?inline-script'` gives x.ts bundled with what it imports
// (tree-shaken, minified) as one classic script's text, for a page to inline with
// `<script is:inline set:html={code} />`. For the few scripts that must run before the first
// paint: inline, they cost no request; bundled from src/lib, they share its code and types.
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const QUERY = '?inline-script';

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
        minify: true,
        write: false,
        metafile: true,
        target: 'es2020',
        define,
      });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(input);
      return `export default ${JSON.stringify(result.outputFiles[0]!.text.trim())};`;
    },
  };
}
