// Mutation testing (`npm run mutate`): StrykerJS changes src/lib and the shared form pieces one
// mutant at a time and runs the unit and component tests against each; a mutant no test notices
// is a missing assertion. Scores per file print at the end; the HTML report goes to reports/.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  mutate: [
    'src/lib/**/*.ts',
    'src/islands/ui/**/*.{ts,tsx}',
    // Ambient type declarations only: nothing to mutate.
    '!src/lib/env.d.ts',
    // The build-time translation engine: Vite must read its import.meta.glob() arguments as
    // literals, which instrumented code is not (the run crashes). Page frontmatter is its only
    // user; the locale check and the build tests cover it.
    '!src/lib/i18n/index.ts',
  ],
  // Stryker would put `// @ts-nocheck` atop every source file, src/lib/env.d.ts too, which
  // tests/unit/config-docs.test.ts compares with its generator; vitest checks no types anyway.
  disableTypeChecks: false,
  // Coverage per test: each mutant runs only the tests that reach it.
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants such as key lists and class names) need a fresh module
  // load and every test for each one: 15 % of the mutants, over 80 % of the run time. They are left
  // out of the score; the constants that carry behaviour (draft fields, error codes) have tests.
  ignoreStatic: true,
  reporters: ['clear-text', 'html', 'json', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: { allowColor: false, logTests: false },
  // A run under 90 % fails: the score the README quotes is a gate, not a figure.
  thresholds: { high: 90, low: 80, break: 90 },
  // Two cores, shared: at most two test workers.
  concurrency: 2,
  timeoutMS: 10_000,
  // Reuses the results of the last run for mutants whose code and covering tests did not change
  // (`npm run mutate -- --force` runs every mutant again).
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
