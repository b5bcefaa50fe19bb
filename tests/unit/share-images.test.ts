// What people see when they share a page or install the site: the share image of /pricing and the
// registration page per language, and the web manifest of each language.
import { describe, expect, it } from 'vitest';
import { manifestPath, webManifest } from '../../src/lib/manifest';
import { loadShareFonts } from '../../src/lib/share-fonts';
import { shareImagePath, shareImageSvg, textWidth, wrapWords } from '../../src/lib/share-images';

const fonts = loadShareFonts();

describe('share images', () => {
  it('exist for /pricing and the registration page, in every language', () => {
    expect(shareImagePath('/pricing', 'en')).toBe('/og/pricing.png');
    expect(shareImagePath('/', 'fr')).toBe('/fr/og/register.png');
    expect(shareImagePath('/signin', 'de')).toBeNull();
  });

  it('draw the texts as outlines of the committed font, never as text the machine sets', () => {
    const svg = shareImageSvg(fonts, 'Acme & <Co>', 'Plans and pricing', 'a '.repeat(80));
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('Acme');
    expect(svg).toMatch(/<path transform="translate\(\d+ 0\)" d="M/);
  });

  it('wrap by the measured width of the words, not by counting characters', () => {
    const measure = (line: string) => textWidth(fonts.bold, line, 64);
    // As many characters, a line of W is far wider than a line of i.
    expect(measure('WWWWWWWWWW')).toBeGreaterThan(3 * measure('iiiiiiiiii'));
    expect(wrapWords('iii iii iii WWW WWW WWW', 400, measure)).toEqual([
      'iii iii iii',
      'WWW',
      'WWW',
      'WWW',
    ]);
    expect(wrapWords('one two three four', 9, (line) => line.length)).toEqual([
      'one two',
      'three',
      'four',
    ]);
  });

  it('refuse a text the font cannot draw rather than draw boxes', () => {
    expect(() => shareImageSvg(fonts, 'Tunebiz', 'Plans 音楽', 'Pricing')).toThrow(/"音", "楽"/);
    expect(() =>
      shareImageSvg(fonts, 'Tunebiz', 'Plans', 'Prix: 9 €, ça va — ß ñ ü'),
    ).not.toThrow();
  });
});

describe('web manifest', () => {
  it('takes the brand and opens sign-in in its own language', () => {
    const fr = webManifest('fr', 'Acme', 'Compte Acme');
    expect(fr).toMatchObject({ name: 'Compte Acme', short_name: 'Acme', lang: 'fr' });
    expect(fr.start_url).toBe('/fr/signin');
    expect(webManifest('en', 'Acme', 'Acme account').start_url).toBe('/signin');
    expect(manifestPath('en')).toBe('/manifest.webmanifest');
    expect(manifestPath('it')).toBe('/it/manifest.webmanifest');
  });
});
