// The supported browsers (package.json `browserslist`, stated in docs/testing.md) as the build's
// JavaScript and CSS target: the oldest version of each engine family the range includes, in the
// form Vite (Rolldown/Oxc), esbuild and Lightning CSS take ('safari16.4'). The build lowers any
// newer syntax to it; tests/build/browsers.test.ts checks the output needs no more lowering.
// @ts-check
import { fileURLToPath } from 'node:url';
import browserslist from 'browserslist';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** browserslist names → the engine family a build target names. */
/** @type {Record<string, string | undefined>} */
const FAMILIES = {
  chrome: 'chrome',
  and_chr: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
};

/** @param {string} a @param {string} b */
const older = (a, b) => a.localeCompare(b, 'en', { numeric: true }) < 0;

/**
 * The build targets of a browserslist query (by default the project's own, from package.json).
 * @param {string | readonly string[] | undefined} [query]
 * @returns {string[]}
 */
export function buildTargets(query = browserslist.loadConfig({ path: ROOT })) {
  if (!query) throw new Error('package.json has no browserslist: the build needs its range');
  /** @type {Map<string, string>} */
  const oldest = new Map();
  for (const entry of browserslist(query)) {
    const [name = '', versions = ''] = entry.split(' ');
    const family = FAMILIES[name];
    if (!family) throw new Error(`No build target for ${entry}: add its engine to FAMILIES`);
    // 'ios_saf 16.6-16.7' is a range: its first version.
    const version = versions.split('-')[0] ?? versions;
    const known = oldest.get(family);
    if (!known || older(version, known)) oldest.set(family, version);
  }
  return [...oldest].map(([family, version]) => `${family}${version}`).sort();
}
