// The built pages' <astro-island> runtime: Astro inlines its own (4.4 KB, 1.8 KB gzip, counted on
// every page with an island); components/island-runtime.js does the same steps for what this
// site's islands use in about a third of that. Every page whose islands need no more gets it in
// place of Astro's (island-bundles.ts, after the build); a page that uses something the slim one
// leaves out fails the build, saying what (extend the slim runtime then, or keep Astro's there).
import { readFile } from 'node:fs/promises';
import { minifyInlineScript } from './inline-script';

/** An inline classic script (Astro writes its runtime without attributes). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const ASTRO_RUNTIME_MARK = 'customElements.define("astro-island"';

/** The slim runtime, minified like every inline script. */
export async function slimIslandRuntime(): Promise<string> {
  const source = await readFile(
    new URL('../components/island-runtime.js', import.meta.url),
    'utf8',
  );
  return minifyInlineScript(source);
}

const HTML_ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&#39;': "'",
};

/** Whether every value of Astro's props encoding is a plain value (0) or an array (1). */
function plainProps(value: unknown): boolean {
  if (!Array.isArray(value)) return true;
  const [type, inner] = value as [unknown, unknown];
  if (type === 1) return Array.isArray(inner) && inner.every(plainProps);
  if (type !== 0) return false;
  if (typeof inner !== 'object' || inner === null) return true;
  return Object.values(inner).every(plainProps);
}

/** What a page's islands need that the slim runtime leaves out, or null. */
export function slimRuntimeRefusal(html: string): string | null {
  const markup = html.replace(INLINE_SCRIPT, '');
  for (const feature of ['<astro-slot', 'data-astro-template', 'before-hydration-url']) {
    if (markup.includes(feature)) return `an island uses ${feature}`;
  }
  let depth = 0;
  for (const tag of markup.matchAll(/<(\/?)astro-island[\s>]/g)) {
    depth += tag[1] ? -1 : 1;
    if (depth > 1) return 'an island inside another';
  }
  for (const m of markup.matchAll(/<astro-island\s[^>]*>/g)) {
    const island = m[0];
    const exported = /\scomponent-export="([^"]*)"/.exec(island)?.[1] ?? 'default';
    if (exported.includes('.')) return `the export path ${exported}`;
    const props = /\sprops="([^"]*)"/.exec(island)?.[1] ?? '{}';
    const decoded = props.replace(/&(quot|amp|lt|gt|#39);/g, (e) => HTML_ENTITIES[e]!);
    if (!Object.values(JSON.parse(decoded) as object).every(plainProps)) {
      return 'props other than plain values and arrays';
    }
  }
  return null;
}

/** How Astro's inline script of a hydration directive registers it. */
const DIRECTIVE_MARK = '(self.Astro||(self.Astro={}))';

/**
 * The page with the slim runtime in place of Astro's, the directives' scripts joined to it (one
 * script, one gzip stream); unchanged without Astro's. Throws with the reason when the page needs
 * Astro's own.
 */
export function withSlimIslandRuntime(html: string, runtime: string): string {
  if (!html.includes(ASTRO_RUNTIME_MARK)) return html;
  const refusal = slimRuntimeRefusal(html);
  if (refusal) throw new Error(`island-runtime: ${refusal}`);
  const directives: string[] = [];
  const rest = html.replace(INLINE_SCRIPT, (script: string, code: string) => {
    if (!code.includes(DIRECTIVE_MARK)) return script;
    directives.push(code.trim());
    return '';
  });
  // A directive registers itself (and announces it): before or after the runtime, either works.
  return rest.replace(INLINE_SCRIPT, (script: string, code: string) =>
    code.includes(ASTRO_RUNTIME_MARK)
      ? `<script>${[...directives, runtime].join(';')}</script>`
      : script,
  );
}
