// The web manifest an installed app reads, as properties rather than a copy of the object: the
// icons it names exist in public/ at the sizes it states, one is maskable, the app opens sign-in
// in the language it was installed from and stays inside its scope, and the brand names it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, localizePath } from '../../src/lib/i18n/languages';
import { manifestPath, THEME_COLOR, webManifest } from '../../src/lib/manifest';
import { ROUTES } from '../../src/lib/routes';

/** A PNG's width × height, from its IHDR chunk. */
function pngSize(file: string): string {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1'), file).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe.each(LANGUAGE_CODES)('web manifest (%s)', (lang) => {
  const manifest = webManifest(lang, 'Acme', 'Acme account');

  it('opens sign-in in its language, inside its scope, as one app whatever the language', () => {
    expect(manifest.lang).toBe(lang);
    expect(manifest.start_url).toBe(localizePath(ROUTES.signin, lang));
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.id).toBe(webManifest('en', 'Acme', 'Acme account').id);
    expect(manifest.display).toBe('standalone');
  });

  it('is named after the brand and painted in the theme colour', () => {
    expect(manifest.short_name).toBe('Acme');
    expect(manifest.name).toBe('Acme account');
    expect(manifest.theme_color).toBe(THEME_COLOR);
    expect(manifest.background_color).toBe(THEME_COLOR);
  });

  it('names icons that public/ ships at the sizes it states, one of them maskable', () => {
    for (const icon of manifest.icons) {
      const file = `public${icon.src}`;
      if (icon.type === 'image/png') expect(pngSize(file), file).toBe(icon.sizes);
      else expect(readFileSync(file, 'utf8'), file).toContain('<svg');
    }
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(
      manifest.icons.filter((icon) => 'purpose' in icon && icon.purpose === 'maskable'),
    ).toHaveLength(1);
  });

  it('lives at the root of its language', () => {
    const root = localizePath('/', lang);
    expect(manifestPath(lang)).toBe(`${root === '/' ? '' : root}/manifest.webmanifest`);
  });
});
