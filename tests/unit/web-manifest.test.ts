// The whole web manifest an installed app reads: icons the build ships, standalone display, the
// site's colours, and the sign-in page of the language it was installed from.
import { describe, expect, it } from 'vitest';
import { manifestPath, webManifest } from '../../src/lib/manifest';

describe('web manifest', () => {
  it('is complete for each language', () => {
    expect(webManifest('de', 'Acme', 'Acme Konto')).toEqual({
      id: '/',
      name: 'Acme Konto',
      short_name: 'Acme',
      lang: 'de',
      start_url: '/de/signin',
      scope: '/',
      display: 'standalone',
      background_color: '#1c0f0d',
      theme_color: '#1c0f0d',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it('lives at the root of each language', () => {
    expect(manifestPath('en')).toBe('/manifest.webmanifest');
    expect(manifestPath('es')).toBe('/es/manifest.webmanifest');
  });
});
