// One source for the configuration: the variables of src/lib/config-vars.ts are the ones the
// docs/configuration.md's tables, server/README.md's Environment table, src/lib/env.d.ts and .env.example
// document — `npm run config:docs` rewrites them — and the parser really reads each PUBLIC_* one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED } from '../../scripts/config-docs';
import { parseConfig } from '../../src/lib/config-parse';
import { CONFIG_VARIABLES } from '../../src/lib/config-vars';

describe('configuration documentation', () => {
  it.each(Object.entries(GENERATED))('%s is the one the variable list gives', (file, generate) => {
    const text = readFileSync(file, 'utf8');
    expect(text, 'run npm run config:docs').toBe(generate(text));
  });

  it('documents the build, tool and server variables too', () => {
    const readme = readFileSync('docs/configuration.md', 'utf8');
    expect(readme).toMatch(/^\| `HOST_TARGET` +\|/m);
    expect(readme).toMatch(/^\| `ALLOW_PLACEHOLDER_CONFIG` +\|/m);
    expect(readFileSync('server/README.md', 'utf8')).toMatch(/^\| `SEED_DEMO` +\|/m);
    expect(readFileSync('.env.example', 'utf8')).toMatch(/^# SCRYPT_LOG_N=$/m);
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
