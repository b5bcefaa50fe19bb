// What people see when they share a page or install the site: the share image of /pricing and the
// registration page per language, and the web manifest of each language.
import { describe, expect, it } from 'vitest';
import { manifestPath, webManifest } from '../../src/lib/manifest';
import { shareImagePath, shareImageSvg, wrapWords } from '../../src/lib/share-images';

describe('share images', () => {
  it('exist for /pricing and the registration page, in every language', () => {
    expect(shareImagePath('/pricing', 'en')).toBe('/og/pricing.png');
    expect(shareImagePath('/', 'fr')).toBe('/fr/og/register.png');
    expect(shareImagePath('/signin', 'de')).toBeNull();
  });

  it('draw the brand and the texts, escaped, wrapped to the image width', () => {
    const svg = shareImageSvg('Acme & <Co>', 'Plans and pricing', 'a '.repeat(80));
    expect(svg).toContain('Acme &#38; &#60;Co&#62;');
    expect(svg).toContain('>Plans and pricing</tspan>');
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(wrapWords('one two three four', 9)).toEqual(['one two', 'three', 'four']);
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
