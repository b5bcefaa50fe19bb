// The shared chunks as the build made them (src/integrations/island-bundles.ts CHUNK_GROUPS): every
// island page loads the one `react` chunk (React, its DOM client, the scheduler, Astro's renderer)
// and the one `core` chunk (the stores and the failures the client throws, whose state must exist
// once per page); the API client with ky is `api`, which no page loads up front.
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, distPage, fileText, loadedScripts, requireDist } from '../../scripts/dist';

requireDist();

const named = (scripts: string[], name: string) =>
  scripts.filter((url) => new RegExp(`/_astro/${name}\\.[\\w-]+\\.js$`).test(url));

describe('the shared chunks of the build', () => {
  const pages = ['/signin', '/fr/invitation', '/de/onboarding/step3', '/it/subscribe'];

  it.each(pages)('%s loads one react and one core chunk up front, and no api chunk', (path) => {
    const upFront = loadedScripts(distPage(path).html, { dynamic: false });
    expect(
      named(upFront, 'react').some((url) => fileText(url).includes('react.transitional.element')),
    ).toBe(true);
    expect(named(upFront, 'core')).toHaveLength(1);
    expect(named(upFront, 'api')).toEqual([]);
  });

  it('gives every page the same react and core files, so module state exists once per page', () => {
    const sets = pages.map((path) => {
      const upFront = loadedScripts(distPage(path).html, { dynamic: false });
      const react = named(upFront, 'react').filter((url) =>
        fileText(url).includes('react.transitional.element'),
      );
      return [...react, ...named(upFront, 'core')].sort().join(' ');
    });
    expect(new Set(sets).size).toBe(1);
  });

  it('puts ky in the api chunk, which a form loads later, and keeps it out of core', () => {
    const later = loadedScripts(distPage('/signin').html);
    const [api] = named(later, 'api');
    const [core] = named(later, 'core');
    expect(api).toBeDefined();
    // ky's own error names: the client's HTTP layer travels with the api chunk only.
    expect(fileText(api!)).toContain('TimeoutError');
    expect(fileText(core!)).not.toMatch(/\bky\b|retry\.statusCodes/);
  });

  it('ships no configuration object: a script holds the values its code reads (site-config-values.ts)', () => {
    const scripts = readdirSync(join(DIST, '_astro')).filter((name) => name.endsWith('.js'));
    // Fields no browser code reads: only the whole object would carry them.
    const whole = scripts.filter((name) =>
      /securityContact|checkoutFrameOrigins/.test(fileText(`/_astro/${name}`)),
    );
    expect(whole).toEqual([]);
    const later = loadedScripts(distPage('/signin').html).map(fileText).join('\n');
    expect(later).toContain('"X-Client-Id"');
    expect(later).toContain('accounts.google.com/gsi/client');
  });
});
