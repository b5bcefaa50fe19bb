// The browser build's config reads (src/integrations/site-config-values.ts): `config.<field>`
// becomes the field's value, and a use that would need the whole object fails the build.
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineConfigValues } from '../../src/integrations/site-config-values';

const ID = `${process.cwd()}/src/islands/auth/Probe.js`;
const VALUES = { passkeys: true, links: { terms: 'https://t.example/terms' }, apiUrl: '/api' };

function inline(code: string): string | null {
  return inlineConfigValues(code, parseSync(ID, code).program as never, ID, VALUES);
}

describe('inlineConfigValues', () => {
  it('puts the value of each config.<field> where it is read', () => {
    const code = `import { config as c } from '../../lib/config';\nexport const a = c.passkeys && c.links.terms;\nexport const b = { apiUrl: c.apiUrl };`;
    expect(inline(code)).toBe(
      `import { config as c } from '../../lib/config';\nexport const a = (true) && ({"terms":"https://t.example/terms"}).terms;\nexport const b = { apiUrl: ("/api") };`,
    );
  });

  it('leaves a module that does not import lib/config alone', () => {
    expect(inline(`import { config } from './config';\nexport const a = config.passkeys;`)).toBe(
      null,
    );
  });

  it('refuses a field the configuration lacks, and a use of the whole object', () => {
    const head = `import { config } from '../../lib/config';\n`;
    expect(() => inline(`${head}export const a = config.nope;`)).toThrow('reads config.nope');
    expect(() => inline(`${head}export const a = send(config);`)).toThrow('other than config.');
    expect(() => inline(`${head}export const a = config['passkeys'];`)).toThrow('other than');
  });
});
