// One source for the build configuration: the variables the parser reads (src/lib/config-vars.ts)
// are the ones the README table, src/lib/env.d.ts and .env.example document — `npm run
// config:docs` rewrites the three — and the parser really reads each of them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envDts, envExample, readmeWithTable } from '../../scripts/config-docs';
import { parseConfig } from '../../src/lib/config-parse';
import { CONFIG_VARIABLES } from '../../src/lib/config-vars';

describe('configuration documentation', () => {
  it('README table, env.d.ts and .env.example are the ones the variable list gives', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme, 'run npm run config:docs').toBe(readmeWithTable(readme));
    expect(readFileSync('src/lib/env.d.ts', 'utf8'), 'run npm run config:docs').toBe(envDts());
    expect(readFileSync('.env.example', 'utf8'), 'run npm run config:docs').toBe(envExample());
  });

  it('names the variables that were read but undocumented', () => {
    const names: string[] = CONFIG_VARIABLES.map((v) => v.name);
    expect(names).toContain('PUBLIC_WEB_APP_URL');
    expect(names).toContain('PUBLIC_CHECKOUT_FRAME_ORIGINS');
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(CONFIG_VARIABLES.map((v) => [v.name, v.example] as const))(
    'the parser reads %s',
    (name, example) => {
      expect(parseConfig({ [name]: example })).not.toEqual(parseConfig({}));
    },
  );
});
