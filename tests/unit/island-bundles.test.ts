import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS } from '../../src/integrations/island-bundles';
import { importedUrls, pageEntryUrls, pointAtBundle } from '../../src/integrations/island-pages';

const ROOT = '/work/site';

/** The chunk Rolldown puts a module in: the matching group of highest priority, else none. */
function chunkOf(id: string): string | undefined {
  const groups = CHUNK_GROUPS.filter((group) => group.test(id));
  return groups.sort((a, b) => b.priority - a.priority)[0]?.name;
}

describe('the shared chunks (codeSplitting groups)', () => {
  // React, its DOM client, the scheduler and Astro's React renderer share one chunk; the state every
  // page must hold once (stores, config, the failures the client throws) is core; the API client and
  // ky are `api`, loaded on first use; entries bundle the rest, onboarding included.
  it.each([
    ['node_modules/react/cjs/react.production.js', 'react'],
    ['node_modules/react-dom/cjs/react-dom-client.production.js', 'react'],
    ['node_modules/scheduler/index.js', 'react'],
    ['node_modules/@astrojs/react/dist/client.js', 'react'],
    ['node_modules/ky/distribution/index.js', 'api'],
    ['node_modules/nanostores/atom/index.js', 'core'],
    ['src/lib/stores/session.ts', 'core'],
    ['src/lib/stores/tokenInfo.ts', 'core'],
    ['src/lib/api/client.ts', 'api'],
    ['src/lib/api/errors.ts', 'core'],
    ['src/lib/config.ts', 'core'],
    ['src/lib/api/register.ts', undefined],
    ['src/lib/stores/onboarding.ts', undefined],
    ['src/lib/navigation/index.ts', undefined],
    ['src/islands/registration/RegisterIsland.tsx', undefined],
  ] as const)('%s → %s', (id, chunk) => {
    expect(chunkOf(`${ROOT}/${id}`)).toBe(chunk);
  });
});

describe('page entries and imports', () => {
  it('finds island components, module scripts and renderers of a page', () => {
    const html =
      '<script type="module" src="/_astro/page.a1.js"></script>' +
      '<astro-island component-url="/_astro/Form.b2.js" renderer-url="/_astro/client.c3.js">';
    expect(pageEntryUrls(html)).toEqual({
      entries: ['/_astro/Form.b2.js', '/_astro/page.a1.js'],
      islands: ['/_astro/Form.b2.js'],
      scripts: ['/_astro/page.a1.js'],
      renderers: ['/_astro/client.c3.js'],
    });
  });

  it('points a page at its bundle: the island loads it, the page script runs with it', () => {
    const html =
      '<head><script>afterFirstPaint</script><script type="module" src="/_astro/page.a1.js"></script></head>' +
      '<astro-island component-url="/_astro/Form.b2.js">';
    const page = { islands: ['/_astro/Form.b2.js'], scripts: ['/_astro/page.a1.js'] };
    expect(pointAtBundle(html, page, '/_astro/Form.x9.js')).toBe(
      '<head><script>afterFirstPaint</script></head><astro-island component-url="/_astro/Form.x9.js">',
    );
  });

  it('a page without island loads its bundle as its page script, after the first paint', () => {
    const html =
      '<head><script>afterFirstPaint</script><script type="module" src="/_astro/page.a1.js"></script></head>';
    expect(
      pointAtBundle(html, { islands: [], scripts: ['/_astro/page.a1.js'] }, '/_astro/p.x9.js'),
    ).toBe(
      '<head><script>afterFirstPaint</script><meta name="after-paint-script" content="/_astro/p.x9.js"></head>',
    );
  });

  it('moves a page script Astro wrote after </html> into the head, the only place for its meta', () => {
    const html =
      '<html><head><script>afterFirstPaint</script></head><body></body></html><script type="module" src="/_astro/page.a1.js"></script>';
    expect(
      pointAtBundle(html, { islands: [], scripts: ['/_astro/page.a1.js'] }, '/_astro/p.x9.js'),
    ).toBe(
      '<html><head><script>afterFirstPaint</script><meta name="after-paint-script" content="/_astro/p.x9.js"></head><body></body></html>',
    );
  });

  it('refuses a page script on a page without the after-paint loader: it would never run', () => {
    const html = '<script type="module" src="/_astro/page.a1.js"></script>';
    expect(() =>
      pointAtBundle(html, { islands: [], scripts: ['/_astro/page.a1.js'] }, '/_astro/p.x9.js'),
    ).toThrow('lacks the after-paint loader');
  });

  it('reads static, re-exported and dynamic imports relative to the module', () => {
    const code =
      'import{a}from"./react.x.js";export{c as default}from"./core.y.js";import("./lazy.z.js")';
    expect(importedUrls('/_astro/Form.b2.js', code)).toEqual([
      '/_astro/react.x.js',
      '/_astro/core.y.js',
      '/_astro/lazy.z.js',
    ]);
    expect(importedUrls('/_astro/Form.b2.js', code, { dynamic: false })).toEqual([
      '/_astro/react.x.js',
      '/_astro/core.y.js',
    ]);
  });
});
