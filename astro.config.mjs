// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';
import { hostingIntegration } from './src/integrations/hosting.ts';
import {
  TERSER_OPTIONS,
  islandBundlesIntegration,
  sharedChunkOf,
} from './src/integrations/island-bundles.ts';
import { parseConfig } from './src/lib/config-parse.ts';

// Parsed and validated once: an invalid PUBLIC_* value fails the build here, with its name.
const siteConfig = parseConfig({
  ...loadEnv(
    process.env.NODE_ENV === 'development' ? 'development' : 'production',
    process.cwd(),
    'PUBLIC_',
  ),
  ...process.env,
});

// Static site: every page prerendered in five languages; React only inside islands.
export default defineConfig({
  output: 'static',
  site: process.env.PUBLIC_SITE_URL || 'http://localhost:4321',
  trailingSlash: 'ignore',
  i18n: {
    locales: ['en', 'fr', 'de', 'it', 'es'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  integrations: [react(), islandBundlesIntegration(), hostingIntegration()],
  build: { inlineStylesheets: 'never' },
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    define: { __SITE_CONFIG__: JSON.stringify(siteConfig) },
    build: {
      sourcemap: !!process.env.SOURCEMAP,
      minify: 'terser',
      terserOptions: TERSER_OPTIONS,
      rollupOptions: {
        output: {
          // React and the page-wide state are shared chunks; the island-bundles integration then
          // folds everything else each page entry imports into that entry.
          manualChunks: sharedChunkOf,
        },
      },
    },
    server: {
      proxy: {
        '/api': process.env.API_PROXY_TARGET || 'http://localhost:4322',
        '/dev': process.env.API_PROXY_TARGET || 'http://localhost:4322',
      },
    },
  },
});
