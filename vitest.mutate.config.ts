// The vitest configuration Stryker runs (stryker.config.mjs): the same as vitest.config.ts, with
// only the projects that test src/ directly (unit, component). The build, api and e2e suites need a
// build or a server and would not tell a mutant of src/lib apart anyway.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import base from './vitest.config';

const MUTATION_PROJECTS = ['unit', 'unit-own-process', 'component'];

/**
 * The locale check's tests run scripts/check-locales.mjs, which reads src/ as text (the brand
 * name's default in config-parse.ts, the keys the code uses). In Stryker's sandbox that text is
 * instrumented, so the script fails there; they test scripts/, not src/, and kill no mutant.
 */
const READS_SOURCE_TEXT = [
  'tests/unit/check-locales.test.ts',
  'tests/unit/check-locales-rules.test.ts',
];

/**
 * Unit test files first: Stryker stops at the first failing test, and most mutants are killed by
 * a unit test in milliseconds, before any DOM test file is loaded.
 */
class UnitTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => (file.project.name.startsWith('unit') ? 0 : 1);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    sequence: { sequencer: UnitTestsFirst },
    projects: (base.test?.projects ?? [])
      .filter(
        (project) =>
          typeof project === 'object' &&
          'test' in project &&
          MUTATION_PROJECTS.includes(project.test?.name as string),
      )
      .map((project) =>
        typeof project === 'object' && 'test' in project
          ? {
              ...project,
              test: {
                ...project.test,
                exclude: [...(project.test?.exclude ?? []), ...READS_SOURCE_TEXT],
                // A file per process, as when the scores were measured: a mutant that breaks a
                // module's state must not reach the next file.
                isolate: true,
              },
            }
          : project,
      ),
  },
});
