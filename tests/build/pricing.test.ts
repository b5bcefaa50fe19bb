// The built /pricing pages (run after `astro build`): static HTML with no script file, no island,
// and at most 2 KB of inline script, plus the SEO blocks campaigns rely on.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, localizePath } from '../../src/lib/i18n/languages';
import { CURRENCIES, PRICES } from '../../src/lib/plans';

const INLINE_SCRIPT_BUDGET = 2048;
const SCRIPT = /<script([^>]*)>([\s\S]*?)<\/script>/g;

function builtPage(path: string): string {
  const file = `dist${path}.html`;
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npx astro build\` first`);
  return readFileSync(file, 'utf8');
}

describe.each(LANGUAGE_CODES)('pricing page (%s)', (lang) => {
  const path = localizePath('/pricing', lang);
  const html = builtPage(path);
  const scripts = [...html.matchAll(SCRIPT)].map(([, attributes = '', body = '']) => ({
    attributes,
    body,
  }));

  it('references no script file and no island', () => {
    expect(scripts.filter((s) => /\ssrc=/.test(s.attributes))).toEqual([]);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html).not.toMatch(/\.m?js["']/);
    expect(html).not.toContain('astro-island');
    expect(html).not.toContain('modulepreload');
  });

  it(`has at most ${INLINE_SCRIPT_BUDGET} bytes of inline script, boot script included`, () => {
    const code = scripts.filter((s) => !/type=["']?application\/ld\+json/.test(s.attributes));
    expect(code.length).toBeGreaterThan(0);
    const bytes = code.reduce((sum, s) => sum + Buffer.byteLength(s.body, 'utf8'), 0);
    expect(bytes).toBeLessThanOrEqual(INLINE_SCRIPT_BUDGET);
  });

  it('has its canonical URL and the alternates of every language', () => {
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
    for (const code of [...LANGUAGE_CODES, 'x-default']) {
      expect(html).toContain(`hreflang="${code}"`);
    }
    expect(html).toContain('property="og:title"');
  });

  it('lists every price in its structured data, with no raw <', () => {
    const data = scripts.find((s) => s.attributes.includes('application/ld+json'));
    expect(data?.body).not.toContain('<');
    const graph = (
      JSON.parse(data?.body ?? '{}') as { '@graph': { offers: { price: number }[] }[] }
    )['@graph'];
    const prices = graph.flatMap((product) => product.offers.map((o) => o.price)).sort();
    const expected = Object.values(PRICES)
      .flatMap((table) => Object.values(table).flatMap((row) => CURRENCIES.map((c) => row[c])))
      .sort();
    expect(prices).toEqual(expected);
  });
});
