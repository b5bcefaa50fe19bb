// Metadata people share, as built: the share image of /pricing and of the registration page in
// every language (a PNG drawn at build time, 1200 × 630), the web manifest of each language with
// the brand, and /signup kept out of search engines as the registration form of `/` again.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, stringEnv } from '../../src/lib/config-parse';
import { createTranslator } from '../../src/lib/i18n';
import { LANGUAGE_CODES, localizePath } from '../../src/lib/i18n/languages';
import { manifestPath } from '../../src/lib/manifest';
import { DIST, distPage, requireDist } from '../../scripts/dist';

beforeAll(() => requireDist());

const brand = parseConfig(stringEnv(process.env)).brandName;
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const data = readFileSync(file);
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

describe.each(LANGUAGE_CODES)('shared links (%s)', (lang) => {
  it.each([
    ['/pricing', 'pricing'],
    ['/', 'register'],
  ])('%s names its own share image, drawn in this language', (route, name) => {
    const html = distPage(localizePath(route, lang)).html;
    const image = meta(html, 'og:image')!;
    const prefix = lang === 'en' ? '' : `/${lang}`;
    expect(image).toMatch(new RegExp(`${prefix}/og/${name}\\.png$`));
    const file = join(DIST, new URL(image, 'http://site.test').pathname);
    expect(existsSync(file), file).toBe(true);
    expect(pngSize(file)).toEqual([1200, 630]);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('has a web manifest with the brand that opens sign-in in this language', () => {
    const manifest = JSON.parse(readFileSync(join(DIST, manifestPath(lang)), 'utf8')) as {
      name: string;
      short_name: string;
      start_url: string;
      lang: string;
    };
    expect(manifest.short_name).toBe(brand);
    expect(manifest.name).toContain(brand);
    expect(manifest.start_url).toBe(localizePath('/signin', lang));
    expect(manifest.lang).toBe(lang);
  });

  it('keeps /signup out of search engines, without a canonical link', () => {
    const html = distPage(localizePath('/signup', lang)).html;
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });
});

/** A fontconfig setup that knows no font at all: a build machine without fonts. */
function noFontsConfig(): string {
  const dir = mkdtempSync(join(tmpdir(), 'no-fonts-'));
  const file = join(dir, 'fonts.conf');
  writeFileSync(file, `<?xml version="1.0"?><fontconfig><cachedir>${dir}</cachedir></fontconfig>`);
  return file;
}

describe('share images are drawn with the committed font', () => {
  it('draws the same pixels on a machine without system fonts', () => {
    const t = createTranslator('en');
    const drawn = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'tests/build/support/share-image.ts',
        brand,
        t('pricing.title'),
        t('pricing.subtitle'),
      ],
      { env: { ...process.env, FONTCONFIG_FILE: noFontsConfig() }, maxBuffer: 16 << 20 },
    );
    expect(drawn.equals(readFileSync(join(DIST, 'og/pricing.png')))).toBe(true);
  });

  it.each(LANGUAGE_CODES)('draws letters, not a blank image (%s)', async (lang) => {
    const prefix = lang === 'en' ? '' : `${lang}/`;
    const { data, info } = await sharp(join(DIST, `${prefix}og/register.png`))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Light pixels where the headline and subtitle stand (the background is near black).
    let light = 0;
    for (let y = 230; y < 560; y++) {
      for (let x = 80; x < 1120; x++) {
        if (data[(y * info.width + x) * info.channels]! > 150) light++;
      }
    }
    expect(light).toBeGreaterThan(5000);
  });
});
