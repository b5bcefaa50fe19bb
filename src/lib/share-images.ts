// The images people see when they share /pricing or the registration page (Open Graph): one per
// language, drawn at build time (src/pages/[...lang]/og/[image].png.ts) with the brand from
// PUBLIC_BRAND_NAME and the page's translated title, so a shared link reads in its language.
// Letters are drawn as outlines of the committed DejaVu Sans (share-fonts.ts), never as SVG text:
// text would take whatever fonts the build machine has, and one without any draws boxes.
import type { Font } from 'fontkitten';
import { localizePath, type Language } from './i18n/languages';
import { ROUTES } from './routes';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The routes with a share image, by image name. */
export const SHARE_IMAGES = { pricing: ROUTES.pricing, register: ROUTES.register } as const;

export type ShareImageName = keyof typeof SHARE_IMAGES;

/** The two faces the images are drawn with. */
export interface ShareFonts {
  regular: Font;
  bold: Font;
}

/** The site path of a route's share image in a language (`/fr/og/pricing.png`), or null. */
export function shareImagePath(route: string, lang: Language): string | null {
  const name = (Object.keys(SHARE_IMAGES) as ShareImageName[]).find(
    (key) => SHARE_IMAGES[key] === route,
  );
  if (!name) return null;
  const prefix = localizePath('/', lang);
  return `${prefix === '/' ? '' : prefix}/og/${name}.png`;
}

const MARGIN = 80;

/** The width of `text` set in `font` at `size` pixels, from the glyphs' advance widths. */
export function textWidth(font: Font, text: string, size: number): number {
  let units = 0;
  for (const char of text) units += font.glyphForCodePoint(char.codePointAt(0)!).advanceWidth;
  return (units * size) / font.unitsPerEm;
}

/** The characters of `text` the font has no glyph for: each would be drawn as a box. */
export function missingGlyphs(font: Font, text: string): string[] {
  return [...new Set(text)].filter(
    (char) => !/\s/.test(char) && !font.hasGlyphForCodePoint(char.codePointAt(0)!),
  );
}

/** Words in lines no wider than `maxWidth` as `measure` tells (a longer word keeps its own line). */
export function wrapWords(
  text: string,
  maxWidth: number,
  measure: (line: string) => number,
): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** One line as glyph outlines, its baseline starting at (x, y). */
function line(font: Font, text: string, x: number, y: number, size: number): string {
  const scale = size / font.unitsPerEm;
  let pen = 0;
  const glyphs: string[] = [];
  for (const char of text) {
    const glyph = font.glyphForCodePoint(char.codePointAt(0)!);
    const d = glyph.path.toSVG();
    if (d) glyphs.push(`<path transform="translate(${pen} 0)" d="${d}"/>`);
    pen += glyph.advanceWidth;
  }
  // Font units point up, SVG's down: the scale flips them.
  return `<g transform="translate(${x} ${y}) scale(${scale} ${-scale})">${glyphs.join('')}</g>`;
}

/** Text wrapped to the image's width, at most `maxLines` lines from baseline `y`. */
function block(font: Font, text: string, y: number, size: number, maxLines: number): string {
  const maxWidth = SHARE_IMAGE_SIZE.width - 2 * MARGIN;
  return wrapWords(text, maxWidth, (candidate) => textWidth(font, candidate, size))
    .slice(0, maxLines)
    .map((text, i) => line(font, text, MARGIN, y + i * Math.round(size * 1.25), size))
    .join('');
}

/**
 * The image as SVG: the brand above the page's headline and subtitle, in the site's colours.
 * Throws on a character the font lacks: the image would show a box where it stands.
 */
export function shareImageSvg(
  fonts: ShareFonts,
  brand: string,
  headline: string,
  subtitle: string,
): string {
  const missing = [
    ...missingGlyphs(fonts.bold, brand + headline),
    ...missingGlyphs(fonts.regular, subtitle),
  ];
  if (missing.length > 0) {
    throw new Error(
      `The share image font has no glyph for ${missing.map((c) => JSON.stringify(c)).join(', ')} (in "${brand}", "${headline}", "${subtitle}"): it would draw a box. Add a font that has it to src/assets/share-fonts/.`,
    );
  }
  const { width, height } = SHARE_IMAGE_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#161618"/>`,
    `<rect x="0" y="${height - 24}" width="${width}" height="24" fill="#ff7b6b"/>`,
    `<circle cx="120" cy="130" r="40" fill="#ff7b6b"/>`,
    `<g fill="#f5f5f6">${line(fonts.bold, brand, 180, 146, 44)}${block(fonts.bold, headline, 300, 64, 2)}</g>`,
    `<g fill="#bdbdc6">${block(fonts.regular, subtitle, 470, 32, 3)}</g>`,
    '</svg>',
  ].join('');
}
