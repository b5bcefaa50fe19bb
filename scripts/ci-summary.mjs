// Closing summary of a CI run: counts the tests the JSON reports say ran (vitest, Playwright, the
// PostgreSQL contract run, the cross-engine suite of tests/engines), names the ones that passed only on their retry, and ends with one
// "total: N passed, N failed, N skipped" line. Exits non-zero when a test failed, a report is
// missing (a runner that never ran), or nothing ran at all: a green run that executed nothing
// must not pass unnoticed.
//
//   node scripts/ci-summary.mjs vitest:reports/vitest.json playwright:reports/playwright.json …
import { existsSync, readFileSync } from 'node:fs';

/** @typedef {{ passed: number, failed: number, skipped: number, flaky: string[] }} Counts */
/**
 * @typedef {{ numPassedTests: number, numFailedTests: number, numPendingTests: number,
 *   numTodoTests: number }} VitestReport
 */
/** @typedef {{ file: string, line: number, title: string, tests: { status: string }[] }} Spec */
/** @typedef {{ specs?: Spec[], suites?: Suite[] }} Suite */
/** @typedef {{ suites: Suite[], errors?: unknown[] }} PlaywrightReport */
/** @typedef {{ tests: { title: string, status: string }[] }} EnginesReport */

/**
 * Vitest's JSON (Jest's shape): counts per status.
 * @param {VitestReport} report
 * @returns {Counts}
 */
function vitestCounts(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    flaky: [],
  };
}

/**
 * Playwright's JSON: every test of every spec of every (nested) suite, with its outcome.
 * @param {PlaywrightReport} report
 * @returns {Counts}
 */
function playwrightCounts(report) {
  /** @type {Counts} */
  const counts = { passed: 0, failed: 0, skipped: 0, flaky: [] };
  /** @param {Suite} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'expected') counts.passed++;
        else if (test.status === 'skipped') counts.skipped++;
        else if (test.status === 'flaky') {
          counts.passed++;
          counts.flaky.push(`${spec.file}:${spec.line} ${spec.title}`);
        } else counts.failed++;
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  counts.failed += (report.errors ?? []).length;
  return counts;
}

/**
 * The cross-engine suite's JSON (tests/engines/run.ts): one entry per flow, engine and session.
 * @param {EnginesReport} report
 * @returns {Counts}
 */
function enginesCounts(report) {
  const failed = report.tests.filter((test) => test.status !== 'passed');
  for (const test of failed) console.log(`  failed: ${test.title}`);
  return {
    passed: report.tests.length - failed.length,
    failed: failed.length,
    skipped: 0,
    flaky: [],
  };
}

/** @type {Record<string, (report: never) => Counts>} */
const READERS = { vitest: vitestCounts, playwright: playwrightCounts, engines: enginesCounts };
const total = { passed: 0, failed: 0, skipped: 0 };
let broken = false;
console.log('== Summary');
for (const arg of process.argv.slice(2)) {
  const [kind = '', file = '', label = kind] = arg.split(':');
  if (!existsSync(file)) {
    console.log(`${label}: no report (${file}): this runner did not finish`);
    broken = true;
    continue;
  }
  const read = READERS[kind];
  if (!read) throw new Error(`Unknown report kind: ${kind}`);
  const report = /** @type {unknown} */ (JSON.parse(readFileSync(file, 'utf8')));
  const counts = read(/** @type {never} */ (report));
  console.log(
    `${label} — ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` +
      (counts.flaky.length ? `, ${counts.flaky.length} flaky` : ''),
  );
  for (const name of counts.flaky) console.log(`  flaky (passed on its retry): ${name}`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
// Where the time went (scripts/stage.sh): steps run beside another (lint) overlap the others.
if (existsSync('reports/stages.tsv')) {
  const rows = readFileSync('reports/stages.tsv', 'utf8').trim().split('\n');
  const times = rows.map((row) => row.split('\t')).map(([name = '', s = '0']) => [name, Number(s)]);
  const width = Math.max(...times.map(([name]) => String(name).length));
  console.log('== Time per step');
  for (const [name, s] of times) console.log(`${String(name).padEnd(width)}  ${s} s`);
}
if (total.passed === 0) console.log('No test ran.');
process.exit(broken || total.failed > 0 || total.passed === 0 ? 1 : 0);
