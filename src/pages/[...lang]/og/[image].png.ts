// The share image of /pricing and the registration page in each language (lib/share-images).
import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { config } from '../../../lib/config';
import { createTranslator } from '../../../lib/i18n';
import { getLanguagePaths, languageFromParam } from '../../../lib/i18n/paths';
import { loadShareFonts } from '../../../lib/share-fonts';
import { SHARE_IMAGES, shareImageSvg, type ShareImageName } from '../../../lib/share-images';

export function getStaticPaths() {
  return getLanguagePaths().flatMap(({ params }) =>
    Object.keys(SHARE_IMAGES).map((image) => ({ params: { ...params, image } })),
  );
}

// Read once for the ten images; a text the font cannot draw fails the build (shareImageSvg).
const fonts = loadShareFonts();

export const GET: APIRoute = async ({ params }) => {
  const t = createTranslator(languageFromParam(params.lang));
  const image = params.image as ShareImageName;
  const [headline, subtitle] =
    image === 'pricing'
      ? [t('pricing.title'), t('pricing.subtitle')]
      : [t('register.title'), t('register.subtitle')];
  const svg = shareImageSvg(fonts, config.brandName, headline, subtitle);
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
