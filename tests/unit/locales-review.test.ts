// `npm run locales:review`: a page per language a translator reads instead of JSON.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const work = mkdtempSync(join(tmpdir(), 'locales-review-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The table row of one key on a language's page. */
const row = (page: string, id: string) =>
  new RegExp(`<tr class="(\\w+)" id="${id.replace('.', '\\.')}">([\\s\\S]*?)</tr>`).exec(page);

describe('npm run locales:review', { timeout: 60_000 }, () => {
  it('writes a page per language: English, translation, note, limit, confirmed or stale', () => {
    const locales = join(work, 'locales');
    const out = join(work, 'out');
    cpSync('locales', locales, { recursive: true });
    const enFile = join(locales, 'en', 'signin.json');
    const en = JSON.parse(readFileSync(enFile, 'utf8')) as Record<string, string>;
    writeFileSync(enFile, JSON.stringify({ ...en, subtitle: 'Sign in to run your music.' }));

    const output = execFileSync(process.execPath, ['scripts/locales-review.mjs', '--out', out], {
      encoding: 'utf8',
      env: { ...process.env, LOCALES_DIR: locales },
    });
    expect(output).toMatch(/^Wrote 4 review page\(s\)/);
    expect(readdirSync(out).sort()).toEqual([
      'de.html',
      'es.html',
      'fr.html',
      'index.html',
      'it.html',
    ]);

    const fr = readFileSync(join(out, 'fr.html'), 'utf8');
    expect(fr).toContain('<html lang="en">');
    const stale = row(fr, 'signin.subtitle');
    expect(stale?.[1]).toBe('stale');
    expect(stale?.[2]).toContain('<td lang="en">Sign in to run your music.</td>');
    expect(stale?.[2]).toContain('Stale: the English changed since it was confirmed');

    const limited = row(fr, 'pricing.recommended');
    expect(limited?.[1]).toBe('confirmed');
    expect(limited?.[2]).toContain('<td lang="fr">Recommandé</td>');
    expect(limited?.[2]).toContain('A small badge on the highlighted plan.');
    expect(limited?.[2]).toMatch(/<td class="">10 \/ 16<\/td>/);
    // Tags show as text, and a no-break space is visible.
    expect(row(fr, 'common.terms.label')?.[2]).toContain('&lt;terms&gt;');
    expect(row(fr, 'signin.forgot')?.[2]).toContain('title="narrow no-break space U+202F"');
    expect(fr).toMatch(/<p>\d+ confirmed, 1 stale, 0 not confirmed yet\./);
  });
});
