import { describe, expect, it } from 'vitest';
import { importedUrls, pageEntryUrls, pointAtBundle } from '../../src/integrations/island-pages';

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
