// @ts-check
// What the locale check reads from disk: locales/, the code that uses the keys, the default brand.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HASHES_FILE } from './hashes.mjs';
import { NOTES_FILE } from './notes.mjs';

/** Where the code naming translation keys lives (tests excluded: they must not keep a key alive). */
const SOURCE_DIRS = ['src', 'server'];
const SOURCE_FILE = /\.(m?[jt]sx?|astro)$/;

/**
 * Reads locales/: every folder is a language (en the reference), every .json file a screen;
 * notes.json and the README (its enforced glossary) beside them.
 * @param {string} root
 */
export function readLocales(root) {
  const languages = readdirSync(root)
    .filter((name) => statSync(join(root, name)).isDirectory())
    .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
  /** @type {Record<string, string>} */
  const files = {};
  for (const lang of languages) {
    for (const name of readdirSync(join(root, lang))) {
      if (name.endsWith('.json'))
        files[`${lang}/${name}`] = readFileSync(join(root, lang, name), 'utf8');
    }
  }
  const notesPath = join(root, NOTES_FILE);
  const notes = existsSync(notesPath) ? readFileSync(notesPath, 'utf8') : null;
  const readmePath = join(root, 'README.md');
  const readme = existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : null;
  return { languages, files, notes, readme };
}

/**
 * locales/.source-hashes.json, or null when there is none yet.
 * @param {string} root
 * @returns {import('./hashes.mjs').SourceHashes | null}
 */
export function readHashes(root) {
  const path = join(root, HASHES_FILE);
  if (!existsSync(path)) return null;
  const hashes = /** @type {unknown} */ (JSON.parse(readFileSync(path, 'utf8')));
  return /** @type {import('./hashes.mjs').SourceHashes} */ (hashes);
}

/**
 * The code of src/ and server/ by path relative to the project.
 * @param {string} project
 */
export function readSources(project) {
  /** @type {Record<string, string>} */
  const sources = {};
  /** @param {string} dir */
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE_FILE.test(name))
        sources[relative(project, path)] = readFileSync(path, 'utf8');
    }
  };
  for (const dir of SOURCE_DIRS) walk(join(project, dir));
  return sources;
}

/**
 * The default brand name (DEFAULT_BRAND_NAME in src/lib/config-vars.ts): the name a text must
 * not spell out.
 * @param {string} project
 */
export function brandName(project) {
  const config = readFileSync(join(project, 'src/lib/config-vars.ts'), 'utf8');
  const match = /DEFAULT_BRAND_NAME = '([^']+)'/.exec(config);
  if (!match?.[1]) throw new Error('src/lib/config-vars.ts: DEFAULT_BRAND_NAME not found');
  return match[1];
}
