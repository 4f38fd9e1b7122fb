// How much of its tasks' length the page's main thread spent on the CPU during a Lighthouse
// run. Lighthouse's simulated phone multiplies the length of every task the machine ran, not
// its thread time. On a 2-core machine the page's renderer shares the cores with Chromium's
// browser and GPU processes (which raise their own threads' priority), the service and
// Lighthouse itself; there its tasks were off the CPU for about two thirds of their length,
// and that waiting was multiplied as if it were the page's work. A run's CPU slowdown is
// scaled by this share (scripts/cpu-slowdown.ts), as it is by the machine's benchmark index.

/** The parts of a Chromium trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

/** The thread that loaded the page: the main frame's last navigation to an http(s) address. */
function pageMainThread(events: TraceEvent[]): TraceEvent {
  const navigations = events.filter(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  );
  const last = navigations.at(-1);
  if (!last) throw new Error('The trace has no navigation of the main frame to a page');
  return last;
}

/**
 * Thread time over length of the top-level tasks the page's main thread ran from the page's
 * navigation on (a task nested in another is part of it); 1 when the thread never waited.
 */
export function rendererCpuShare(events: TraceEvent[]): number {
  const navigation = pageMainThread(events);
  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ts >= navigation.ts &&
        event.dur !== undefined &&
        event.tdur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts);
  let length = 0;
  let threadTime = 0;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + task.dur!;
    length += task.dur!;
    threadTime += task.tdur!;
  }
  if (length === 0) throw new Error("The trace has no task of the page's main thread");
  return Math.min(1, threadTime / length);
}
