// `npm run check:locales`: every language has exactly the English keys, none empty, with the same
// {{placeholders}} and <tags>, and every file parses. Exits 1 with one line per problem.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLocales } from '../src/lib/i18n/check';
import { LANGUAGE_CODES } from '../src/lib/i18n/languages';

const root = fileURLToPath(new URL('../locales', import.meta.url));

const files: Record<string, string> = {};
for (const lang of LANGUAGE_CODES) {
  const dir = join(root, lang);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.json')) files[`${lang}/${name}`] = readFileSync(join(dir, name), 'utf8');
  }
}

const problems = checkLocales(files, LANGUAGE_CODES);
if (problems.length > 0) {
  for (const p of problems)
    console.error(`locales/${p.file}${p.key ? ` ${p.key}` : ''}: ${p.message}`);
  console.error(`\n${problems.length} locale problem(s).`);
  process.exit(1);
}
console.log(
  `Locales OK: ${Object.keys(files).length} files in ${LANGUAGE_CODES.length} languages.`,
);
