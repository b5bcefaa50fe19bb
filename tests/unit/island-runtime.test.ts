// The slim <astro-island> runtime the build puts in place of Astro's (src/integrations/
// island-runtime.ts): which pages get it, and the ones it refuses. That every built page hydrates
// with it is what the e2e specs show; tests/build/budgets.test.ts checks the built pages carry it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  slimIslandRuntime,
  slimRuntimeRefusal,
  withSlimIslandRuntime,
} from '../../src/integrations/island-runtime';

const ASTRO = '<script>(()=>{customElements.define("astro-island",f)})();</script>';
const props = (value: string) => `props="${value.replace(/"/g, '&quot;')}"`;
const island = (attrs: string, inner = '') =>
  `<astro-island uid="a" component-url="/_astro/A.js" component-export="A" ${attrs} ssr client="afterpaint">${inner}</astro-island>`;

describe('the slim island runtime', () => {
  it('takes the place of Astro’s runtime, the directive’s script joined to it', () => {
    const directive = '<script>(()=>{(self.Astro||(self.Astro={})).afterpaint=t})();</script>';
    const islandProps = props('{"strings":[0,{"a":[0,"b"]}],"list":[1,[[0,"x"]]]}');
    const page = `<head><script>boot()</script></head><body>${directive}${ASTRO}${island(islandProps)}</body>`;
    expect(withSlimIslandRuntime(page, 'slim()')).toBe(
      `<head><script>boot()</script></head><body><script>(()=>{(self.Astro||(self.Astro={})).afterpaint=t})();;slim()</script>${island(islandProps)}</body>`,
    );
  });

  it('leaves a page without Astro’s runtime as it is', () => {
    const page = '<head><script>boot()</script></head>';
    expect(withSlimIslandRuntime(page, 'slim()')).toBe(page);
  });

  it.each([
    ['slots', island('', '<astro-slot>x</astro-slot>'), 'an island uses <astro-slot'],
    ['templates', island('', '<template data-astro-template>x</template>'), 'data-astro-template'],
    ['nested islands', island('', island('')), 'an island inside another'],
    ['export paths', island('').replace('component-export="A"', 'component-export="A.B"'), 'A.B'],
    ['a Date prop', island(props('{"at":[3,"2026-01-01"]}')), 'props other than plain values'],
    ['a Set in an array', island(props('{"l":[1,[[5,[]]]]}')), 'props other than plain values'],
  ])('refuses a page whose islands need %s, saying so', (_, markup, reason) => {
    expect(slimRuntimeRefusal(markup)).toContain(reason);
    expect(() => withSlimIslandRuntime(`${ASTRO}${markup}`, 'slim()')).toThrow(reason);
  });

  it('is plain script that defines the element once, minified', async () => {
    const code = await slimIslandRuntime();
    expect(code).toContain('customElements.define("astro-island"');
    expect(code).not.toMatch(/\n\s*\/\//);
    expect(code.length).toBeLessThan(2000);
  });

  it('was written against the Astro runtime installed: an upgrade that changes it fails here', () => {
    // Astro 7.3.5's astro/runtime/server/astro-island.ts, built. A new version of it may read
    // another attribute, encode props anew or hydrate in another order: read its diff against
    // components/island-runtime.js, carry over what applies, then record the new hash here.
    const astro = readFileSync('node_modules/astro/dist/runtime/server/astro-island.js', 'utf8');
    expect(createHash('sha256').update(astro).digest('hex')).toBe(
      '01097c0fb7754fad01b4f298f98e1d6d2776fabc08d9987e6b492a4325f895e1',
    );
  });
});
