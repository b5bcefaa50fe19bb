// The web manifest of each language (lib/manifest).
import type { APIRoute } from 'astro';
import { config } from '../../lib/config';
import { createTranslator } from '../../lib/i18n';
import { getLanguagePaths, languageFromParam } from '../../lib/i18n/paths';
import { webManifest } from '../../lib/manifest';

export const getStaticPaths = getLanguagePaths;

export const GET: APIRoute = ({ params }) => {
  const lang = languageFromParam(params.lang);
  const name = createTranslator(lang)('common.manifest.name');
  return new Response(JSON.stringify(webManifest(lang, config.brandName, name), null, 2), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
};
