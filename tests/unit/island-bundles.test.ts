import { describe, expect, it } from 'vitest';
import { importedUrls, pageEntryUrls, sharedChunkOf } from '../../src/integrations/island-bundles';

const ROOT = '/work/site';

describe('sharedChunkOf', () => {
  it('puts React, its DOM client, the scheduler and Astro’s React renderer in one chunk', () => {
    for (const id of [
      'node_modules/react/cjs/react.production.js',
      'node_modules/react-dom/cjs/react-dom-client.production.js',
      'node_modules/scheduler/index.js',
      'node_modules/@astrojs/react/dist/client.js',
    ]) {
      expect(sharedChunkOf(`${ROOT}/${id}`), id).toBe('react');
    }
  });

  it('keeps the state every page must share once (stores, API client, ky) in core', () => {
    for (const id of [
      'node_modules/ky/distribution/index.js',
      'node_modules/nanostores/atom/index.js',
      'src/lib/stores/session.ts',
      'src/lib/stores/tokenInfo.ts',
      'src/lib/api/client.ts',
    ]) {
      expect(sharedChunkOf(`${ROOT}/${id}`), id).toBe('core');
    }
  });

  it('lets entries bundle the rest, the onboarding choices included', () => {
    for (const id of [
      'src/lib/stores/onboarding.ts',
      'src/lib/navigation.ts',
      'src/islands/auth/RegisterIsland.tsx',
    ]) {
      expect(sharedChunkOf(`${ROOT}/${id}`), id).toBeUndefined();
    }
  });
});

describe('page entries and imports', () => {
  it('finds island components, module scripts and renderers of a page', () => {
    const html =
      '<script type="module" src="/_astro/page.a1.js"></script>' +
      '<astro-island component-url="/_astro/Form.b2.js" renderer-url="/_astro/client.c3.js">';
    expect(pageEntryUrls(html)).toEqual({
      entries: ['/_astro/Form.b2.js', '/_astro/page.a1.js'],
      renderers: ['/_astro/client.c3.js'],
    });
  });

  it('reads static, re-exported and dynamic imports relative to the module', () => {
    const code =
      'import{a}from"./react.x.js";export{c as default}from"./core.y.js";import("./lazy.z.js")';
    expect(importedUrls('/_astro/Form.b2.js', code)).toEqual([
      '/_astro/react.x.js',
      '/_astro/core.y.js',
      '/_astro/lazy.z.js',
    ]);
  });
});
