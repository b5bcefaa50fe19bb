// The supported browsers, stated once (package.json `browserslist`) and kept: the README and
// docs/testing.md say the same range and how each engine is tested, the build targets it
// (astro.config.mjs), and no JavaScript the site ships uses syntax newer than the range
// (docs/decisions/supported-browsers.md).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST, distPages, inlineScripts, requireDist } from '../../scripts/dist';
import { buildTargets } from '../../scripts/browsers.mjs';

beforeAll(requireDist);

const targets = buildTargets();

// Unicode property escapes (`\p{L}`, the email rule) exist since Chrome 64, Firefox 78 and Safari
// 11.1; esbuild's table dates them from the browsers' latest Unicode data, so it would turn every
// such regular expression into a `new RegExp` call for any browser target.
const SUPPORTED = { 'regexp-unicode-property-escapes': true };

/** Whether esbuild would change the code to run it in the range: it uses newer syntax. */
async function needsLowering(code: string): Promise<boolean> {
  const [inRange, asIs] = await Promise.all([
    transform(code, { target: targets, supported: SUPPORTED, loader: 'js' }),
    transform(code, { target: 'esnext', loader: 'js' }),
  ]);
  return inRange.code !== asIs.code;
}

describe('supported browsers', () => {
  it('the range: Chromium 111+, Firefox 140+ (ESR), Safari 16.4+ on macOS and iOS', () => {
    expect(targets).toEqual(['chrome111', 'edge111', 'firefox140', 'ios16.4', 'safari16.4']);
  });

  it.each([
    ['docs/testing.md', '## Supported browsers'],
    ['README.md', '## Browsers'],
  ])('%s states that range and how each engine is tested', (file, heading) => {
    const doc = readFileSync(file, 'utf8');
    const start = doc.indexOf(heading);
    expect(start).toBeGreaterThanOrEqual(0);
    const section = doc.slice(start, doc.indexOf('\n## ', start + heading.length));
    for (const stated of ['Safari 16.4', 'iOS 16.4', 'Firefox 140', 'Chrome 111', 'Edge 111']) {
      expect(section).toContain(stated);
    }
    for (const how of ['Playwright', 'Firefox ESR', 'WebKitGTK', 'npm run test:engines']) {
      expect(section).toContain(how);
    }
  });

  it('the build targets the range', async () => {
    const config = (await import('../../astro.config.mjs')).default;
    expect(config.vite?.build?.target).toEqual(targets);
    expect(config.vite?.build?.cssTarget).toEqual(targets);
  });

  it('no shipped script, file or inline, uses syntax newer than the range', async () => {
    const files = readdirSync(join(DIST, '_astro'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ name, code: readFileSync(join(DIST, '_astro', name), 'utf8') }));
    const inline = distPages()
      .filter((page) => page.lang === 'en')
      .flatMap((page) => inlineScripts(page.html).map((code) => ({ name: page.path, code })));
    expect(files.length).toBeGreaterThan(5);
    const newer: string[] = [];
    for (const { name, code } of [...files, ...inline]) {
      if (await needsLowering(code)) newer.push(name);
    }
    expect(newer).toEqual([]);
  });
});
