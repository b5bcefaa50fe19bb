// The images people see when they share /pricing or the registration page (Open Graph): one per
// language, drawn at build time (src/pages/[...lang]/og/[image].png.ts) with the brand from
// PUBLIC_BRAND_NAME and the page's translated title, so a shared link reads in its language.
import { localizePath, type Language } from './i18n/languages';
import { ROUTES } from './routes';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The routes with a share image, by image name. */
export const SHARE_IMAGES = { pricing: ROUTES.pricing, register: ROUTES.register } as const;

export type ShareImageName = keyof typeof SHARE_IMAGES;

/** The site path of a route's share image in a language (`/fr/og/pricing.png`), or null. */
export function shareImagePath(route: string, lang: Language): string | null {
  const name = (Object.keys(SHARE_IMAGES) as ShareImageName[]).find(
    (key) => SHARE_IMAGES[key] === route,
  );
  if (!name) return null;
  const prefix = localizePath('/', lang);
  return `${prefix === '/' ? '' : prefix}/og/${name}.png`;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Words in lines of at most `width` characters (a word longer than that keeps its own line). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Lines of text as one SVG text element, starting at baseline `y`. */
function textBlock(lines: string[], y: number, size: number, attributes: string): string {
  const spans = lines
    .map(
      (line, i) =>
        `<tspan x="80" dy="${i === 0 ? 0 : Math.round(size * 1.25)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text x="80" y="${y}" font-size="${size}" ${attributes}>${spans}</text>`;
}

/** The image as SVG: the brand above the page's headline and subtitle, in the site's colours. */
export function shareImageSvg(brand: string, headline: string, subtitle: string): string {
  const { width, height } = SHARE_IMAGE_SIZE;
  const font = 'font-family="\'DejaVu Sans\', Arial, Helvetica, sans-serif"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#161618"/>`,
    `<rect x="0" y="${height - 24}" width="${width}" height="24" fill="#ff7b6b"/>`,
    `<circle cx="120" cy="130" r="40" fill="#ff7b6b"/>`,
    `<text x="180" y="146" ${font} font-size="44" font-weight="bold" fill="#f5f5f6">${escapeXml(brand)}</text>`,
    textBlock(
      wrapWords(headline, 28).slice(0, 2),
      300,
      64,
      `${font} font-weight="bold" fill="#f5f5f6"`,
    ),
    textBlock(wrapWords(subtitle, 56).slice(0, 3), 470, 32, `${font} fill="#bdbdc6"`),
    '</svg>',
  ].join('');
}
