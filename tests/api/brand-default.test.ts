// The brand's default name is declared once (src/lib/config-vars.ts): the site build, the server
// and the locale check agree on it, and none of them spells it out on its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { parseConfig } from '../../src/lib/config-parse.ts';
import { DEFAULT_BRAND_NAME } from '../../src/lib/config-vars.ts';

const ROOT = join(import.meta.dirname, '../..');

/** The code files under `dir` (relative to the project). */
const codeFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|mjs|js)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

/** The locale check's reading of the default (a plain .mjs script, untyped for tsc). */
async function localeCheckBrand(): Promise<string> {
  const files = join(ROOT, 'scripts/locales/files.mjs');
  const { brandName } = (await import(pathToFileURL(files).href)) as {
    brandName: (project: string) => string;
  };
  return brandName(ROOT);
}

describe('one brand default', () => {
  it('is what the server, the site build and the locale check use without PUBLIC_BRAND_NAME', async () => {
    expect(loadConfig({}).brandName).toBe(DEFAULT_BRAND_NAME);
    expect(parseConfig({}).brandName).toBe(DEFAULT_BRAND_NAME);
    expect(await localeCheckBrand()).toBe(DEFAULT_BRAND_NAME);
    expect(loadConfig({ PUBLIC_BRAND_NAME: 'Acme Music' }).brandName).toBe('Acme Music');
  });

  it('is spelled out nowhere else in the code that reads it', () => {
    const quoted = new RegExp(`['"\`]${DEFAULT_BRAND_NAME}['"\`]`);
    const spelled = ['server', 'src/lib', 'scripts']
      .flatMap(codeFiles)
      .filter((file) => quoted.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(ROOT.length + 1));
    expect(spelled).toEqual(['src/lib/config-vars.ts']);
  });
});
