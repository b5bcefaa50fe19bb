// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';
import { buildTargets } from './scripts/browsers.mjs';
import { devRewritesIntegration } from './scripts/dev-rewrites.ts';
import { afterPaintIntegration } from './src/integrations/after-paint.ts';
import { compileHintsIntegration } from './src/integrations/compile-hints.ts';
import { inlineScriptPlugin } from './src/integrations/inline-script.ts';
import { plainDynamicImportPlugin } from './src/integrations/plain-dynamic-import.ts';
import { siteConfigValuesPlugin } from './src/integrations/site-config-values.ts';
import { hostingIntegration } from './src/integrations/hosting.ts';
import { localeCheckIntegration } from './src/integrations/locale-check.ts';
import {
  CHUNK_GROUPS,
  BUNDLER_TERSER_OPTIONS,
  islandBundlesIntegration,
} from './src/integrations/island-bundles.ts';
import { parseConfig } from './src/lib/config-parse.ts';
import { deployBuildRefusal } from './src/lib/config-placeholders.ts';
import { LANGUAGE_CODES } from './src/lib/i18n/languages.ts';

// Parsed and validated once: an invalid PUBLIC_* value fails the build here, with its name.
const buildEnv = {
  ...loadEnv(
    process.env.NODE_ENV === 'development' ? 'development' : 'production',
    process.cwd(),
    'PUBLIC_',
  ),
  ...process.env,
};
const siteConfig = parseConfig(buildEnv);

// A build meant for deployment must know its public origin (canonical URLs, purchase links).
// `npm start` and the tests build for this machine with LOCAL_BUILD=1: links stay relative.
if (process.argv.includes('build') && !siteConfig.siteUrl && process.env.LOCAL_BUILD !== '1') {
  throw new Error(
    'PUBLIC_SITE_URL is not set. A deployable build needs the public origin of the site, e.g. PUBLIC_SITE_URL=https://account.example.com npm run build (LOCAL_BUILD=1 builds for this machine only).',
  );
}
// …and must not ship the local or .example stand-ins (the dev Google client id, terms on
// tunebiz.example…): one line per variable, unless ALLOW_PLACEHOLDER_CONFIG=1 (a staging build).
const refusal = process.argv.includes('build') ? deployBuildRefusal(buildEnv) : null;
if (refusal) throw new Error(refusal);

// The pseudo-locale build (npm run build:pseudo, src/lib/i18n/pseudo.ts) is for the layout tests
// only: English pages, into dist-pseudo/, without the minification and per-page bundling that
// matter for the JS budget and not for layout (it takes a fraction of the real build's time).
const pseudoBuild = process.env.PSEUDO_LOCALE === '1';
// The same shortcut for a build whose checks never weigh the JS (tests/build/add-language.test.ts
// builds a sixth language into a copy of the repository): QUICK_BUILD=1.
const quickBuild = pseudoBuild || process.env.QUICK_BUILD === '1';

// Static site: every page prerendered in five languages; React only inside islands.
export default defineConfig({
  output: 'static',
  outDir: pseudoBuild ? './dist-pseudo' : './dist',
  ...(siteConfig.siteUrl ? { site: siteConfig.siteUrl } : {}),
  // One URL per page, without a trailing slash (build.format 'file' below): `signin.html` is what
  // Cloudflare Pages, Netlify, Vercel and nginx all serve at `/signin` with 200. 'ignore' rather
  // than 'never', which answers `/signin/` 404 in dev: the dev rewrites redirect it instead.
  trailingSlash: 'ignore',
  i18n: {
    locales: [...LANGUAGE_CODES],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    localeCheckIntegration(),
    react(),
    afterPaintIntegration(),
    ...(quickBuild ? [] : [islandBundlesIntegration(), compileHintsIntegration()]),
    hostingIntegration(),
    devRewritesIntegration(),
  ],
  // The stylesheet (about 7 KB gzip) goes inline: a render-blocking request would hold back the
  // first paint by a round trip, which a first visit from a campaign pays in full.
  build: { inlineStylesheets: 'always', format: 'file' },
  devToolbar: { enabled: false },
  vite: {
    plugins: [
      plainDynamicImportPlugin(),
      tailwindcss(),
      inlineScriptPlugin({ __SITE_CONFIG__: JSON.stringify(siteConfig) }),
      siteConfigValuesPlugin(siteConfig),
    ],
    define: { __SITE_CONFIG__: JSON.stringify(siteConfig) },
    build: {
      // The supported browsers (package.json `browserslist`, docs/testing.md "Supported browsers").
      target: buildTargets(),
      cssTarget: buildTargets(),
      sourcemap: !!process.env.SOURCEMAP,
      minify: quickBuild ? false : 'terser',
      terserOptions: BUNDLER_TERSER_OPTIONS,
      rolldownOptions: {
        output: {
          // React, the page-wide state and the lazily loaded API client are shared chunks; the
          // island-bundles integration then folds everything else each entry imports into it.
          codeSplitting: { groups: CHUNK_GROUPS },
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
