// A deployer's build (PUBLIC_SITE_URL set, nothing else) stops before building, one line per
// PUBLIC_* variable still at a local or .example stand-in (astro.config.mjs, config-placeholders).
// The opt-in and each rule are covered without a build by tests/unit/config-placeholders.test.ts.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../src/lib/config-vars';
import { ASTRO_CLI } from '../../scripts/astro-cli.mjs';

describe('a deploy build with stand-ins', () => {
  it('fails naming each variable on its own line', () => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) =>
          !name.startsWith('PUBLIC_') &&
          name !== 'LOCAL_BUILD' &&
          name !== 'ALLOW_PLACEHOLDER_CONFIG',
      ),
    );
    const run = spawnSync(
      process.execPath,
      [ASTRO_CLI, 'build', '--outDir', '/tmp/account-web-placeholders'],
      {
        env: { ...env, PUBLIC_SITE_URL: 'https://account.tunebiz.com' },
        encoding: 'utf8',
      },
    );
    const output = run.stdout + run.stderr;
    expect(run.status).not.toBe(0);
    expect(output).toContain('ALLOW_PLACEHOLDER_CONFIG=1 for a staging build');
    const named = CONFIG_VARIABLES.filter((v) => 'placeholder' in v).map((v) => v.name);
    expect(named).toContain('PUBLIC_GOOGLE_CLIENT_ID');
    for (const name of named) expect(output).toMatch(new RegExp(`^\\s*${name}: unset`, 'm'));
    expect(output).not.toMatch(/^\s*PUBLIC_API_URL:/m);
  }, 60_000);
});
