import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { parseConfig, stringEnv } from './src/lib/config-parse';

// Projects: pure logic + API client (unit), islands in a DOM (component), the production build
// (build), the reference API (api).

/**
 * Unit files that need a process of their own: they stub a global that a dependency reads once
 * when Node loads it (ky and AbortSignal.any), and vi.resetModules reloads only the project's own
 * modules, never one Node loaded.
 */
const NEEDS_OWN_PROCESS = ['tests/unit/abort-signal-any.test.ts'];
/** What each file of a shared worker leaves behind is undone after it. */
const FILE_BOUNDARY = 'tests/support/file-boundary.ts';

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
          exclude: NEEDS_OWN_PROCESS,
          environment: 'node',
          setupFiles: [FILE_BOUNDARY],
          // Files share a worker (isolate: false, here and in component and build); FILE_BOUNDARY
          // undoes what each leaves behind. Measured on two cores: unit + component 64 → 26 CPU s,
          // build 84 → 63 (before, a process and an environment per file).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-own-process',
          include: NEEDS_OWN_PROCESS,
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
          setupFiles: [FILE_BOUNDARY],
          isolate: false,
        },
      },
      {
        extends: true,
        // Checks on the production build in dist/ (budgets, hosting rules); run after `astro build`.
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          setupFiles: [FILE_BOUNDARY],
          isolate: false,
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
