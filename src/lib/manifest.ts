// The web manifest of each language (`/manifest.webmanifest`, `/fr/manifest.webmanifest`): the
// brand from PUBLIC_BRAND_NAME, and an installed app opens sign-in in the language it was
// installed from. components/after-paint.js links the page language's manifest.
import { localizePath, type Language } from './i18n/languages';
import { ROUTES } from './routes';

export function webManifest(lang: Language, brand: string, name: string) {
  return {
    name,
    short_name: brand,
    lang,
    start_url: localizePath(ROUTES.signin, lang),
    scope: '/',
    display: 'standalone',
    background_color: '#1c0f0d',
    theme_color: '#1c0f0d',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

/** The path of a language's manifest (`/manifest.webmanifest`, `/fr/manifest.webmanifest`). */
export function manifestPath(lang: Language): string {
  const prefix = localizePath('/', lang);
  return `${prefix === '/' ? '' : prefix}/manifest.webmanifest`;
}
