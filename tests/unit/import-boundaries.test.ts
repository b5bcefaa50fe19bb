// The layering of README "Project layout" as eslint.config.mjs enforces it: each case lints a
// small in-memory source, placed at a path of the layer it tests, with the project's own
// `no-restricted-imports` setting for that path (ESLint computes it from the real config).
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { layeringPlugin } from '../../eslint.config.mjs';

const eslint = new ESLint({ cwd: process.cwd() });
const linter = new Linter({ configType: 'flat' });

/** The layering errors ESLint reports for `code` at `file`, with the project's own settings of
 * `no-restricted-imports` (static imports) and `layering/dynamic-imports` (`import()`). */
async function importErrors(file: string, code: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(file)) as {
    rules?: Record<string, Linter.RuleEntry>;
  };
  const staticRule = config.rules?.['no-restricted-imports'];
  const dynamicRule = config.rules?.['layering/dynamic-imports'];
  if (!staticRule || !dynamicRule) throw new Error(`no import rule applies to ${file}`);
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { layering: layeringPlugin },
        rules: { 'no-restricted-imports': staticRule, 'layering/dynamic-imports': dynamicRule },
      },
    ],
    file,
  );
  return messages.map((message) => message.ruleId ?? message.message);
}

const importOf = (specifier: string) => `import { x } from '${specifier}';\nexport { x };\n`;
const dynamicImportOf = (specifier: string) =>
  `export const load = () => import('${specifier}');\n`;

describe('import boundaries (eslint.config.mjs)', () => {
  beforeAll(async () => {
    // Loading the config (its plugins) is the slow part; once is enough.
    await eslint.calculateConfigForFile('src/lib/probe.ts');
  }, 120_000);

  it.each([
    ['src/islands/ui/Probe.tsx', '../auth/failures', 'islands/ui imports a flow folder'],
    ['src/islands/ui/Probe.tsx', '../registration/failures', 'islands/ui imports registration'],
    ['src/islands/sonos/Probe.tsx', '../auth/failures', 'a flow imports another flow'],
    ['src/islands/invitation/Probe.ts', '../password/failures', 'a flow imports another flow'],
    ['src/islands/google/Probe.ts', '../registration/strings', 'google imports registration'],
    [
      'src/islands/auth/Probe.tsx',
      '../../components/language-selector',
      'an island imports a component',
    ],
    ['src/islands/sonos/Probe.tsx', '../../islands/auth/failures', 'a flow imports another flow'],
    ['src/islands/ui/Probe.tsx', '../../islands/password/failures', 'islands/ui imports a flow'],
    ['src/lib/probe.ts', 'react', 'lib imports React'],
    ['src/lib/probe.ts', '../islands/ui/strings', 'lib imports an island'],
    ['src/lib/rules.ts', './stores/session', 'a module shared with server/ imports site state'],
    ['server/probe.ts', '../src/lib/stores/session.ts', 'the server imports site code'],
    ['server/routes/probe.ts', '../../src/islands/ui/strings.ts', 'the server imports an island'],
    ['scripts/probe.ts', '../tests/build/support/hosting', 'a script imports a test helper'],
    ['src/components/probe.ts', '../../server/app', 'the site imports the server'],
  ])('%s may not import %s (%s)', async (file, specifier) => {
    expect(await importErrors(file, importOf(specifier))).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['src/islands/sonos/Probe.tsx', '../auth/failures'],
    ['src/islands/sonos/Probe.tsx', '../../islands/auth/failures'],
    ['src/lib/probe.ts', '../islands/ui/strings'],
    ['src/islands/auth/Probe.tsx', '../../components/language-selector'],
    ['server/probe.ts', '../src/lib/stores/session.ts'],
  ])('%s may not load %s with import() either', async (file, specifier) => {
    expect(await importErrors(file, dynamicImportOf(specifier))).toEqual([
      'layering/dynamic-imports',
    ]);
  });

  it('names the missing .ts extension when the server imports a shared module without it', async () => {
    const config = (await eslint.calculateConfigForFile('server/probe.ts')) as {
      rules?: Record<string, Linter.RuleEntry>;
    };
    const [, options] = config.rules?.['no-restricted-imports'] as [
      unknown,
      { patterns: { message: string }[] },
    ];
    expect(options.patterns[0]?.message).toContain('.ts extension');
    expect(await importErrors('server/probe.ts', importOf('../src/lib/rules'))).toEqual([
      'no-restricted-imports',
    ]);
  });

  it.each([
    ['src/islands/ui/Probe.tsx', './Button'],
    ['src/islands/ui/Probe.tsx', '../../lib/validation'],
    ['src/islands/sonos/Probe.tsx', '../registration/failures'],
    ['src/islands/sonos/Probe.tsx', '../google/GoogleSection'],
    ['src/islands/registration/Probe.tsx', '../google/useHandedError'],
    ['src/lib/probe.ts', './navigation/states'],
    ['src/lib/probe.ts', 'nanostores'],
    ['src/lib/rules.ts', 'valibot'],
    ['src/lib/hosting.ts', './routes'],
    ['server/probe.ts', '../src/lib/rules.ts'],
    ['server/routes/probe.ts', '../../src/lib/api/types.ts'],
    ['scripts/probe.ts', './dist'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await importErrors(file, importOf(specifier))).toEqual([]);
    expect(await importErrors(file, dynamicImportOf(specifier))).toEqual([]);
  });

  it('leaves tests free to import any layer', async () => {
    const config = (await eslint.calculateConfigForFile('tests/unit/probe.test.ts')) as {
      rules?: Record<string, unknown>;
    };
    expect(config.rules?.['no-restricted-imports']).toBeUndefined();
  });
});
