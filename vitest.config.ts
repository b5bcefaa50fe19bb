import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { parseConfig, stringEnv } from './src/lib/config-parse';

// Projects: pure logic + API client (unit), islands in a DOM (component), the production build
// (build), the reference API (api).
export default defineConfig({
  // Same injection as the site build (astro.config.mjs): the configuration parsed once.
  define: { __SITE_CONFIG__: JSON.stringify(parseConfig(stringEnv(process.env))) },
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core machine, which
    // left a core idle for most of the run (many files wait on child processes, sockets and
    // PGlite's start). At least two files at a time; VITEST_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? Math.max(2, availableParallelism() - 1)),
    // In CI a JSON report beside the usual one: .ci/run's closing summary counts it.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON ?? 'reports/vitest.json' }]]
      : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        // The shared form pieces and each flow's island logic, rendered by React in happy-dom.
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        // Checks on the production build in dist/ (budgets, hosting rules); run after `astro build`.
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          // Reads and compresses every page of dist/; slow when the machine is busy.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
