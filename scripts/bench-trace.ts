// Where a page's main-thread time goes (`npm run bench`): the tasks of
// a Lighthouse trace that block the main thread on the bench's slow phone, each named by what
// dominates it. Lighthouse's own "long tasks" audit leaves most of them "Unattributable"; the
// trace says which script, parse, style or layout work they hold.

/** One event of a Chrome trace (the subset read here). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** CPU time of the thread: what the task cost, without the time the machine gave to others. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** A task of the page's main thread, as the bench reports it. */
export interface NamedTask {
  /** Start, in ms after navigation start (unthrottled, as recorded). */
  startMs: number;
  /** Wall duration as recorded, and as Lighthouse simulates it on the slow phone. */
  durationMs: number;
  slowedMs: number;
  /** CPU time of the main thread during the task. */
  cpuMs: number;
  /** Whether the task started after the first contentful paint (only those count in TBT). */
  afterFirstPaint: boolean;
  /** What the task mostly did, e.g. "script evaluation: react.Dvpn1hS9.js", "style and layout". */
  what: string;
}

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The work each trace event stands for, or undefined for events that only wrap others. */
function kindOf(event: TraceEvent): string | undefined {
  const file = event.args?.data?.url?.split('/').pop()?.split('?')[0];
  const page = !file?.includes('.') ? 'inline script' : file;
  switch (event.name) {
    case 'ParseHTML':
      return 'HTML parsing';
    case 'UpdateLayoutTree':
    case 'Layout':
    case 'RecalculateStyles':
    case 'ParseAuthorStyleSheet':
      return 'style and layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'Commit':
      return 'paint';
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile: ${page}`;
    case 'EvaluateScript':
      return `script evaluation: ${page}`;
    case 'v8.evaluateModule':
      // Module events name no file: the page's modules run as one graph.
      return 'module evaluation';
    case 'FunctionCall':
      return `script: ${page}`;
    case 'RunMicrotasks':
      return 'promise callbacks';
    case 'MajorGC':
    case 'MinorGC':
      return 'garbage collection';
    case 'DocumentLoader::CommitNavigation':
      return 'navigation commit';
    case 'Decode Image':
    case 'ImageDecodeTask':
      return 'image decoding';
    default:
      return undefined;
  }
}

/** The renderer main thread of the page: the CrRendererMain thread with the most events. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const count = (pid: number, tid: number) =>
    events.filter((e) => e.pid === pid && e.tid === tid).length;
  const best = mains.sort((a, b) => count(b.pid, b.tid) - count(a.pid, a.tid))[0];
  return best && { pid: best.pid, tid: best.tid };
}

/**
 * The tasks that block on the slowed-down phone (more than 50 ms once multiplied by the CPU
 * slowdown), each named by the kind of work with the most time inside it (innermost events win:
 * a script's evaluation inside HTML parsing is named as the script).
 */
export function blockingTasks(events: readonly TraceEvent[], cpuSlowdown: number): NamedTask[] {
  const thread = mainThread(events);
  if (!thread) return [];
  const navigation = events.find((e) => e.name === 'navigationStart')?.ts ?? 0;
  const paint = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? Infinity;
  const own = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts);
  const tasks: NamedTask[] = [];
  for (const task of own.filter((e) => TOP_LEVEL.has(e.name))) {
    const dur = task.dur ?? 0;
    if ((dur / 1000) * cpuSlowdown <= 50) continue;
    const inside = own.filter(
      (e) => e !== task && kindOf(e) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + dur,
    );
    // Self time per kind: each event's time minus that of the named events nested in it.
    const byKind = new Map<string, number>();
    for (const event of inside) {
      const kind = kindOf(event)!;
      const end = event.ts + (event.dur ?? 0);
      const nested = inside
        .filter((e) => e !== event && e.ts >= event.ts && e.ts + (e.dur ?? 0) <= end)
        .reduce((sum, e) => sum + (e.dur ?? 0), 0);
      byKind.set(kind, (byKind.get(kind) ?? 0) + Math.max(0, (event.dur ?? 0) - nested));
    }
    const top = [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 2);
    tasks.push({
      startMs: Math.round((task.ts - navigation) / 100) / 10,
      durationMs: Math.round(dur / 100) / 10,
      slowedMs: Math.round((dur / 1000) * cpuSlowdown),
      cpuMs: Math.round((task.tdur ?? dur) / 100) / 10,
      afterFirstPaint: task.ts > paint,
      what:
        top.map(([kind, us]) => `${kind} ${Math.round(us / 100) / 10} ms`).join(', ') ||
        'unattributed',
    });
  }
  return tasks;
}
