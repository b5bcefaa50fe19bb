// The report of `npm run bench` (scripts/bench.ts): the measured rows, their medians over the
// Lighthouse runs, the speed targets and the table printed beside the SPA.
import type { NamedTask } from './bench-trace';

export interface Bytes {
  raw: number;
  gzip: number;
}
export type Scores = Record<string, number | null>;

/** The machine the runs were measured on: Lighthouse's benchmarkIndex and the slowdown used. */
export interface Machine {
  benchmarkIndex: number | null;
  cpuSlowdown: number;
}

export interface Row {
  page: string;
  variant: 'islands' | 'spa baseline';
  html: Bytes;
  css: Bytes;
  /** Every script the page loads up front (inline included). */
  js: Bytes;
  /** With what it imports later (API client, Google hand-off). */
  jsWithLazy: Bytes;
  /** Median of the runs. */
  lighthouse: Scores;
  runs: Scores[];
  /** Milliseconds from navigation until a key typed in the first field is kept; null: no field. */
  firstInputMs: number | null;
  /** Per run, the main-thread tasks that block on the slowed-down phone (scripts/bench-trace). */
  blockingTasks: NamedTask[][];
}

/** The speed targets a page must meet (docs/testing.md, "Quality gates"). */
const TARGETS = {
  performance: 99,
  lcpMs: 1200,
  /** LCP at most this share of the SPA's, on the pages the SPA has. */
  lcpVsSpa: 0.5,
  tbtMs: 50,
  /** TBT and the first keystroke at most this share of the SPA's, where the SPA has the page. */
  vsSpa: 0.5,
  firstInputMs: 300,
  cls: 0.01,
  jsUpFrontGzip: 80 * 1024,
};

/** The median of each score over the runs (a missing value counts as missing). */
export function medianScores(runs: Scores[]): Scores {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const keys = Object.keys(runs[0] ?? {});
  return Object.fromEntries(
    keys.map((key) => {
      const values = runs.map((r) => r[key]).filter((v): v is number => typeof v === 'number');
      return [key, values.length === runs.length ? median(values) : null];
    }),
  );
}

const kb = (n: number) => (n / 1024).toFixed(1);

/** Prints the rows beside the SPA, with the targets each page misses. */
export function printTable(rows: Row[], runs: number, machine: Machine): void {
  const header = [
    'page',
    'variant',
    'HTML gz',
    'CSS gz',
    'JS gz',
    '+lazy',
    'JS ×SPA',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP ms',
    'TBT ms',
    'TBT ×SPA',
    'CLS',
    'type ms',
    'type ×SPA',
    'targets',
  ];
  const spaJs = rows.filter((r) => r.variant === 'spa baseline').map((r) => r.js.gzip);
  const baseline = spaJs.length ? Math.max(...spaJs) : 0;
  const lines = rows.map((r) => {
    const l = r.lighthouse;
    const spa = spaRow(r, rows);
    return [
      r.page,
      r.variant,
      kb(r.html.gzip),
      kb(r.css.gzip),
      kb(r.js.gzip),
      kb(r.jsWithLazy.gzip),
      baseline ? (r.js.gzip / baseline).toFixed(2) : '-',
      String(l.performance ?? '-'),
      String(l.accessibility ?? '-'),
      String(l.bestPractices ?? '-'),
      String(l.seo ?? '-'),
      l.lcpMs === null || l.lcpMs === undefined ? '-' : String(Math.round(l.lcpMs)),
      l.tbtMs === null || l.tbtMs === undefined ? '-' : String(Math.round(l.tbtMs)),
      ratio(l.tbtMs, spa?.lighthouse.tbtMs),
      l.cls === null || l.cls === undefined ? '-' : l.cls.toFixed(3),
      r.firstInputMs === null ? '-' : String(r.firstInputMs),
      ratio(r.firstInputMs, spa?.firstInputMs),
      r.variant === 'islands' ? missedTargets(r, rows).join(', ') || 'all met' : '',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(fmt(l));
  console.log(
    `\nMedian of ${runs} Lighthouse run(s) per page. Machine benchmarkIndex ` +
      `${machine.benchmarkIndex ?? 'unknown'}, CPU slowdown ${machine.cpuSlowdown}× (calibrated ` +
      'to a mid-tier phone). Sizes in KB gzip; +lazy: with what loads later. JS ×SPA: up-front ' +
      'JS relative to the SPA bundle; TBT ×SPA and type ×SPA: against the SPA in the same run. ' +
      'type ms: first keystroke kept, at 4× CPU (median of at least 5 loads). targets: perf ≥ 99, LCP ≤ 1.2 s and ≤ 0.5× the SPA, ' +
      'TBT ≤ 50 ms and ≤ 0.5× the SPA, first keystroke ≤ 300 ms and ≤ 0.5× the SPA, CLS ≤ 0.01, ' +
      'JS ≤ 80 KB up front.',
  );
}

/** The SPA baseline measured for the same page in the same run, if the SPA has that page. */
const spaRow = (row: Row, rows: Row[]) =>
  row.variant === 'islands'
    ? rows.find((r) => r.page === row.page && r.variant === 'spa baseline')
    : undefined;

/** `value / baseline` for the table, or '-' when either is missing. */
const ratio = (value: number | null | undefined, baseline: number | null | undefined) =>
  typeof value === 'number' && typeof baseline === 'number' && baseline > 0
    ? (value / baseline).toFixed(2)
    : '-';

/** True when `value` is over `share` of the SPA's figure (false without an SPA figure). */
const overSpaShare = (value: number | null | undefined, spaValue: number | null | undefined) =>
  typeof spaValue === 'number' && (value ?? Infinity) > spaValue * TARGETS.vsSpa;

/** The targets a page misses, by name. */
function missedTargets(row: Row, rows: Row[]): string[] {
  const l = row.lighthouse;
  const spa = spaRow(row, rows);
  const missed: string[] = [];
  if ((l.performance ?? 0) < TARGETS.performance) missed.push('perf');
  if ((l.lcpMs ?? Infinity) > TARGETS.lcpMs) missed.push('LCP');
  const spaLcp = spa?.lighthouse.lcpMs;
  if (typeof spaLcp === 'number' && (l.lcpMs ?? Infinity) > spaLcp * TARGETS.lcpVsSpa) {
    missed.push('LCP vs SPA');
  }
  if ((l.tbtMs ?? Infinity) > TARGETS.tbtMs) missed.push('TBT');
  if (overSpaShare(l.tbtMs, spa?.lighthouse.tbtMs)) missed.push('TBT vs SPA');
  if (row.firstInputMs !== null && row.firstInputMs > TARGETS.firstInputMs) missed.push('type');
  if (row.firstInputMs !== null && overSpaShare(row.firstInputMs, spa?.firstInputMs)) {
    missed.push('type vs SPA');
  }
  if ((l.cls ?? Infinity) > TARGETS.cls) missed.push('CLS');
  if (row.js.gzip > TARGETS.jsUpFrontGzip) missed.push('JS');
  return missed;
}

/**
 * Where the main-thread time goes: per page, the blocking tasks of the run whose TBT is the
 * median, each named by its dominant work (the trace of that run, see scripts/bench-trace.ts).
 */
export function printBlockingTasks(rows: readonly Row[]): void {
  console.log('\nTasks over 50 ms on the slowed-down phone (run with the median TBT):');
  for (const row of rows) {
    const order = row.runs
      .map((run, i) => ({ tbt: run.tbtMs ?? 0, i }))
      .sort((a, b) => a.tbt - b.tbt);
    const median = order[Math.floor(order.length / 2)];
    const tasks = median ? (row.blockingTasks[median.i] ?? []) : [];
    console.log(`  ${row.page} (${row.variant}): ${tasks.length ? '' : 'none'}`);
    for (const task of tasks) {
      console.log(
        `    at ${task.startMs} ms, ${task.slowedMs} ms slowed (${task.durationMs} ms recorded, ` +
          `${task.cpuMs} ms CPU)${task.afterFirstPaint ? ', after first paint' : ''}: ${task.what}`,
      );
    }
  }
}
