#!/usr/bin/env node
// @ts-check
// `npm run check:locales` (or `node scripts/check-locales.mjs` on a fresh checkout: plain Node, no
// install needed; `astro build` runs it too, see src/integrations/locale-check.ts). The rules are
// in scripts/locales/check.mjs; this reads locales/ and the code from disk and prints one line per
// problem, naming file, line and key (`locales/fr/signin.json:7 forgot: …`). Exits 1 on a problem.
// `-- --fix` first repairs what is mechanical (typography) in place (scripts/locales/fix.mjs).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkLocales } from './locales/check.mjs';
import { brandName, readHashes, readLocales, readSources } from './locales/files.mjs';
import { fixLocales } from './locales/fix.mjs';
import { englishTexts, unrecorded } from './locales/hashes.mjs';
import { keyLine } from './locales/json.mjs';
import { NOTES_FILE } from './locales/notes.mjs';

export { checkLocales, fixLocales };

/** @typedef {import('./locales/check.mjs').LocaleProblem} LocaleProblem */

/**
 * One problem as the editor reads it: file, line and key, then the message. A missing key has no
 * line of its own: the line names the English text to translate and where it is.
 * @param {LocaleProblem} problem
 * @param {{ files: Readonly<Record<string, string>>; notes?: string | null; sources?: Readonly<Record<string, string>> }} read
 */
export function problemLine(problem, { files, notes = null, sources = {} }) {
  const { file, key, message } = problem;
  const code = /^(src|server)\//.test(file);
  const where = code ? file : `locales/${file}`;
  if (!key) return `${where}: ${message}`;
  const raw = code ? sources[file] : file === NOTES_FILE ? notes : files[file];
  const line = raw ? keyLine(raw, key) : null;
  if (line !== null) return `${where}:${line} ${key}: ${message}`;
  const englishFile = `en/${file.split('/')[1] ?? ''}`;
  const englishRaw = files[englishFile];
  const englishLine = englishRaw ? keyLine(englishRaw, key) : null;
  let english = '';
  try {
    const parsed = /** @type {unknown} */ (JSON.parse(englishRaw ?? '{}'));
    const table = /** @type {Record<string, unknown>} */ (parsed);
    const text = table[key];
    if (typeof text === 'string') english = `: translate "${text}"`;
  } catch {
    // Reported by the check.
  }
  const from = englishLine === null ? '' : ` (locales/${englishFile}:${englishLine})`;
  return `${where} ${key}: ${message}${english}${from}`;
}

/**
 * The whole check of a locales folder against the project's code: what `npm run check:locales`
 * and `astro build` run.
 * @param {string} root the locales folder
 * @param {string} project the folder holding src/ and server/
 */
export function runLocaleCheck(root, project) {
  const { languages, files, notes, readme } = readLocales(root);
  const hashes = readHashes(root);
  const sources = readSources(project);
  const problems = checkLocales(files, languages, notes, 'en', {
    hashes,
    sources,
    brand: brandName(project),
    glossary: readme,
  });
  /** @type {Map<string, Record<string, unknown>>} */
  const english = new Map();
  for (const [file, raw] of Object.entries(files)) {
    if (!file.startsWith('en/')) continue;
    try {
      const table = /** @type {unknown} */ (JSON.parse(raw));
      english.set(file.slice(3), /** @type {Record<string, unknown>} */ (table));
    } catch {
      // Reported by the check.
    }
  }
  const translated = languages.filter((l) => l !== 'en');
  const missing = unrecorded(hashes ?? {}, englishTexts(english), translated);
  const lines = problems.map((p) => problemLine(p, { files, notes, sources }));
  return { languages, files, problems, lines, unrecorded: missing.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const root =
    args.find((a) => !a.startsWith('--')) ?? fileURLToPath(new URL('../locales', import.meta.url));
  const project = fileURLToPath(new URL('..', import.meta.url));
  if (args.includes('--fix')) {
    const { files, notes } = readLocales(root);
    const fixed = fixLocales(files, notes);
    for (const [file, text] of Object.entries(fixed)) writeFileSync(join(root, file), text);
    console.log(`Fixed ${Object.keys(fixed).length} file(s).`);
  }
  const result = runLocaleCheck(root, project);
  if (result.unrecorded > 0) {
    console.warn(
      `Note: ${result.unrecorded} translation(s) have no confirmed English source yet (new keys): after checking them, npm run locales:confirm -- --new`,
    );
  }
  if (result.lines.length > 0) {
    for (const line of result.lines) console.error(line);
    console.error(`\n${result.lines.length} locale problem(s).`);
    process.exit(1);
  }
  console.log(
    `Locales OK: ${Object.keys(result.files).length} files in ${result.languages.length} languages.`,
  );
}
