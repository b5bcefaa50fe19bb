// The vitest configuration Stryker runs (stryker.config.mjs): the same as vitest.config.ts, with
// only the projects that test src/ directly (unit, component). The build, api and e2e suites need a
// build or a server and would not tell a mutant of src/lib apart anyway.
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

const MUTATION_PROJECTS = ['unit', 'component'];

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: (base.test?.projects ?? []).filter(
      (project) =>
        typeof project === 'object' &&
        'test' in project &&
        MUTATION_PROJECTS.includes(project.test?.name as string),
    ),
  },
});
