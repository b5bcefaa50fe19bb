// src/lib/routes.ts: the route table's paths and token segments, each test on a freshly loaded
// module: these tables are module constants, and the islands load some of their modules lazily, so
// the mutation run (`npm run mutate`) tries a change to them only against tests that load the
// module themselves. Loading it anew in each test makes these tests among them.
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});

describe('routes', () => {
  it('lets search engines index only registration, sign-in and pricing', async () => {
    const { isIndexable, ROUTES } = await import('../../src/lib/routes');
    const indexable = Object.values(ROUTES).filter(isIndexable);
    expect(indexable.sort()).toEqual(['/', '/pricing', '/signin']);
  });

  it('serves each built page file at its clean path', async () => {
    const { sitePathOfFile } = await import('../../src/lib/routes');
    expect(sitePathOfFile('index.html')).toBe('/');
    expect(sitePathOfFile('fr.html')).toBe('/fr');
    expect(sitePathOfFile('fr/index.html')).toBe('/fr');
    expect(sitePathOfFile('fr/signin.html')).toBe('/fr/signin');
    expect(sitePathOfFile('onboarding/step1.html')).toBe('/onboarding/step1');
    expect(sitePathOfFile('xindex.html')).toBe('/xindex');
    expect(sitePathOfFile('a.html.html')).toBe('/a.html');
  });

  it('strips trailing slashes but keeps the root', async () => {
    const { stripTrailingSlash } = await import('../../src/lib/routes');
    expect(stripTrailingSlash('/fr/signin//')).toBe('/fr/signin');
    expect(stripTrailingSlash('/')).toBe('/');
    expect(stripTrailingSlash('//')).toBe('/');
    expect(stripTrailingSlash('a/')).toBe('a');
    expect(stripTrailingSlash('')).toBe('');
  });

  it('reads the segments of a token link, refusing a damaged one', async () => {
    const { readTokenSegments } = await import('../../src/lib/routes');
    expect(readTokenSegments('/fr/reset-password/a%40b.example/t0k', '/reset-password', 2)).toEqual(
      ['a@b.example', 't0k'],
    );
    expect(readTokenSegments('/app/verify/t0k/', '/app/verify', 1)).toEqual(['t0k']);
    expect(readTokenSegments('/app/verify', '/app/verify', 1)).toBeNull();
    expect(readTokenSegments('/app/verify/', '/app/verify', 1)).toBeNull();
    expect(readTokenSegments('/app/verify//', '/app/verify', 1)).toBeNull();
    expect(readTokenSegments('/other/t0k', '/app/verify', 1)).toBeNull();
    expect(readTokenSegments('/app/verify/a/b', '/app/verify', 1)).toBeNull();
    expect(readTokenSegments('/app/verify/%E0%A4%A', '/app/verify', 1)).toBeNull();
  });
});
