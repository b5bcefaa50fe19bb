import { beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, holdsReactDom } from '../../src/integrations/compile-hints';
import { distPages, fileText, loadedScripts, requireDist, type DistPage } from '../../scripts/dist';

// V8 compiles a file that starts with its explicit compile hint on a background thread while it
// downloads, instead of function by function on the main thread when the island hydrates (the
// longest task after the first paint on a slow phone, see docs of `npm run bench`).
let islandPages: DistPage[] = [];
beforeAll(() => {
  requireDist();
  islandPages = distPages().filter((p) => p.html.includes('astro-island'));
});

describe('eager compile hint', () => {
  it('every page with an island loads react-dom from a file whose first line is the hint', () => {
    expect(islandPages.length).toBeGreaterThan(50);
    for (const page of islandPages) {
      const hinted = loadedScripts(page.html, { dynamic: false }).filter((url) =>
        fileText(url).startsWith(COMPILE_HINT),
      );
      expect(hinted.length, page.path).toBe(1);
      expect(holdsReactDom(fileText(hinted[0]!)), page.path).toBe(true);
    }
  });

  it('no other file carries it: each hint costs bytes of the JS budget', () => {
    const urls = new Set(islandPages.flatMap((page) => loadedScripts(page.html)));
    const hinted = [...urls].filter((url) => fileText(url).startsWith(COMPILE_HINT));
    expect(hinted.map((url) => holdsReactDom(fileText(url)))).toEqual([true]);
  });
});
