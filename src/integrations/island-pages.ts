// What built pages and scripts name, and how the page fold (island-bundles.ts) rewrites them: the
// imports of a module, the entries of a page, and a page pointed at its bundle, with its page
// scripts held until the first paint. The build tests read built files through the same helpers.
import { posix } from 'node:path';

const STATIC_OR_DYNAMIC_IMPORT =
  /(?:import|export)\s*(?:[^'"();]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']|import\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;

/**
 * The `/_astro/...` URLs a built module imports, relative to its own URL: static and dynamic
 * imports, or with `{ dynamic: false }` only the static ones (what loads with the module).
 */
export function importedUrls(url: string, source: string, { dynamic = true } = {}): string[] {
  return [...source.matchAll(STATIC_OR_DYNAMIC_IMPORT)]
    .map((m) => m[1] ?? (dynamic ? m[2] : undefined))
    .filter((path) => path !== undefined)
    .map((path) => posix.join(posix.dirname(url), path));
}

/**
 * Script URLs a page starts from: island components and module scripts (`entries`, islands first),
 * each kind also on its own, and the renderers the islands hydrate with.
 */
export function pageEntryUrls(html: string): {
  entries: string[];
  islands: string[];
  scripts: string[];
  renderers: string[];
} {
  const islands = new Set<string>();
  const scripts = new Set<string>();
  const renderers = new Set<string>();
  for (const m of html.matchAll(/\scomponent-url="(\/_astro\/[^"]+\.js)"/g)) islands.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]*\ssrc="(\/_astro\/[^"]+\.js)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/\srenderer-url="(\/_astro\/[^"]+\.js)"/g)) renderers.add(m[1]!);
  const entries = [...new Set([...islands, ...scripts])];
  return { entries, islands: [...islands], scripts: [...scripts], renderers: [...renderers] };
}

const PAGE_SCRIPT = /<script type="module" src="(\/_astro\/[^"]+\.js)"><\/script>/g;

/**
 * Turns a page's module scripts into `<meta name="after-paint-script">` in its `<head>` (the only
 * place a named meta may stand; Astro may have put the script after `</html>`), which the page's
 * after-paint loader (components/after-paint.js) imports once the first content is painted. A page
 * without that loader would never run them: the build fails instead.
 */
function deferPageScripts(html: string): string {
  const metas: string[] = [];
  const deferred = html.replace(PAGE_SCRIPT, (_, url: string) => {
    metas.push(`<meta name="after-paint-script" content="${url}">`);
    return '';
  });
  if (metas.length === 0) return html;
  if (!html.includes('afterFirstPaint')) {
    throw new Error('island-bundles: a page with a module script lacks the after-paint loader');
  }
  if (!deferred.includes('</head>')) throw new Error('island-bundles: a page without </head>');
  return deferred.replace('</head>', `${metas.join('')}</head>`);
}

/**
 * A page pointed at its bundle: the islands load it (the page scripts run with them, so their
 * own tags go); a page without island loads it as its page script, after the first paint.
 */
export function pointAtBundle(
  html: string,
  page: { islands: string[]; scripts: string[] },
  bundle: string,
): string {
  let out = html;
  for (const url of page.islands) out = out.split(`"${url}"`).join(`"${bundle}"`);
  page.scripts.forEach((url, index) => {
    const tag = `<script type="module" src="${url}"></script>`;
    const keep = page.islands.length === 0 && index === 0;
    out = out.split(tag).join(keep ? tag.replace(url, bundle) : '');
  });
  return deferPageScripts(out);
}
