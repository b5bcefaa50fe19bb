// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { hostingIntegration } from './src/integrations/hosting.ts';

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
  integrations: [react(), hostingIntegration()],
  build: { inlineStylesheets: 'never' },
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    server: { proxy: { '/api': process.env.API_PROXY_TARGET || 'http://localhost:4322', '/dev': process.env.API_PROXY_TARGET || 'http://localhost:4322' } },
  },
});
