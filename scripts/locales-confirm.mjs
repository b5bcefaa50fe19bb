#!/usr/bin/env node
// @ts-check
// `npm run locales:confirm -- <lang> <ns.key>…`: a translator has checked these translations against
// today's English text; the check stops calling them stale (scripts/locales/hashes.mjs).
// `-- <lang> --all` after a review of a whole language; `-- --new` records the translations that
// have no confirmed source yet (keys just added with their translations).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readHashes, readLocales } from './locales/files.mjs';
import { HASHES_FILE, confirm, englishTexts, unrecorded } from './locales/hashes.mjs';

const USAGE =
  'Usage: npm run locales:confirm -- <lang> <ns.key>… | <lang> --all | --new (e.g. -- fr signin.title)';

const root = process.env.LOCALES_DIR ?? fileURLToPath(new URL('../locales', import.meta.url));
const { languages, files } = readLocales(root);
const translated = languages.filter((l) => l !== 'en');
const english = new Map(
  Object.entries(files)
    .filter(([file]) => file.startsWith('en/'))
    .map(([file, raw]) => [
      file.slice(3),
      /** @type {Record<string, unknown>} */ (JSON.parse(raw)),
    ]),
);
const texts = englishTexts(english);
const hashes = readHashes(root) ?? {};
const [first, ...rest] = process.argv.slice(2);

/** @type {{ lang: string; id: string }[]} */
let confirmed;
if (first === '--new') {
  confirmed = unrecorded(hashes, texts, translated).map((entry) => {
    const [lang = '', id = ''] = entry.split(' ');
    return { lang, id };
  });
} else if (first && translated.includes(first) && rest.length > 0) {
  const ids = rest.includes('--all') ? [...texts.keys()] : rest;
  const unknown = ids.filter((id) => !texts.has(id));
  if (unknown.length > 0) {
    console.error(`No such key in locales/en: ${unknown.join(', ')}\n${USAGE}`);
    process.exit(1);
  }
  confirmed = ids.map((id) => ({ lang: first, id }));
} else {
  console.error(`${USAGE}\nLanguages: ${translated.join(', ')}.`);
  process.exit(1);
}
writeFileSync(
  join(root, HASHES_FILE),
  `${JSON.stringify(confirm(hashes, texts, confirmed), null, 2)}\n`,
);
console.log(`Confirmed ${confirmed.length} translation(s) against today's English.`);
