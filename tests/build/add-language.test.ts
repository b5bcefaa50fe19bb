// "Adding a language" as docs/adding-a-language.md says: its code and name in lib/i18n/languages.ts and a copy of the
// locale folder. In a temporary copy of the repository, a sixth language builds into pages, routing,
// hosting rules and the boot script, and passes the locale check.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ASTRO_CLI } from '../../scripts/astro-cli.mjs';
import { scratchDir } from '../support/scratch.ts';

// On tmpfs where it has room: the copy and its build are ~1,000 new files.
const copy = scratchDir('account-web-pt-');
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('adding a sixth language', () => {
  // A whole site build in a copy: minutes when the two cores are shared with other builds.
  it('builds Portuguese from one line and a locale folder', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .split('\0')
      .filter((file) => file && !file.startsWith('tests/'));
    for (const file of tracked) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      cpSync(file, join(copy, file));
    }
    symlinkSync(join(process.cwd(), 'node_modules'), join(copy, 'node_modules'));

    const list = join(copy, 'src/lib/i18n/languages.ts');
    const source = readFileSync(list, 'utf8');
    expect(source).toContain("'es'] as const;");
    expect(source).toContain("  es: 'Español',\n");
    writeFileSync(
      list,
      source
        .replace("'es'] as const;", "'es', 'pt'] as const;")
        .replace("  es: 'Español',\n", "  es: 'Español',\n  pt: 'Português',\n"),
    );
    cpSync(join(copy, 'locales/en'), join(copy, 'locales/pt'), { recursive: true });

    const check = spawnSync(process.execPath, ['scripts/check-locales.mjs'], {
      cwd: copy,
      encoding: 'utf8',
    });
    expect(check.stdout).toContain('in 6 languages');

    const build = spawnSync(process.execPath, [ASTRO_CLI, 'build'], {
      cwd: copy,
      encoding: 'utf8',
      // Without minification and per-page bundling: nothing here weighs the JS (QUICK_BUILD).
      env: { ...process.env, LOCAL_BUILD: '1', QUICK_BUILD: '1' },
    });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const page = readFileSync(join(copy, 'dist/pt/signin.html'), 'utf8');
    expect(page).toContain('<html lang="pt"');
    expect(page).toContain('hreflang="pt"');
    // The boot script knows it, and so do the hosting rules.
    expect(page).toContain('"pt"]');
    const redirects = readFileSync(join(copy, 'dist/_redirects'), 'utf8');
    expect(redirects).toContain('/pt/reset-password/*  /pt/reset-password  200');
    expect(readFileSync(join(copy, 'dist/pt/404.html'), 'utf8')).toContain('<html lang="pt"');
    expect(readFileSync(join(copy, 'dist/_headers'), 'utf8')).toContain('\n/pt\n');
  }, 600_000);
});
