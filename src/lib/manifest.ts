// The web manifest of each language (`/manifest.webmanifest`, `/fr/manifest.webmanifest`): the
// brand from PUBLIC_BRAND_NAME, and an installed app opens sign-in in the language it was
// installed from. layouts/BaseLayout.astro links the page language's manifest.
import { localizePath, type Language } from './i18n/languages';
import { ROUTES } from './routes';

/** The brand's dark colour: the installed app's title bar and splash, and the pages' theme-color. */
export const THEME_COLOR = '#1c0f0d';

export function webManifest(lang: Language, brand: string, name: string) {
  return {
    // One app whichever language it was installed from (start_url differs by language).
    id: '/',
    name,
    short_name: brand,
    lang,
    start_url: localizePath(ROUTES.signin, lang),
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      // Inside the safe zone, for platforms that crop icons to their own shape.
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The path of a language's manifest (`/manifest.webmanifest`, `/fr/manifest.webmanifest`). */
export function manifestPath(lang: Language): string {
  const prefix = localizePath('/', lang);
  return `${prefix === '/' ? '' : prefix}/manifest.webmanifest`;
}
