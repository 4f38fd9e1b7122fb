// Reads a Chromium trace of one page load: the renderer's main-thread tasks after the first
// contentful paint, each with a short account of what it ran (scripts by file and function,
// style, layout, paint, timers, events), its parts weighed by their own time.

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own time (CPU), where the trace has it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; frame?: string };
}

export interface Task {
  /** Milliseconds after the first contentful paint. */
  afterFcp: number;
  duration: number;
  /** Time the thread ran: less than the duration when the machine was busy elsewhere. */
  cpu: number;
  ran: string;
  /** The functions it spent most time in, from the CPU profile when the trace has one. */
  hot: string;
}

export interface TaskSummary {
  tasks: Task[];
  longest: number;
  /** The most thread time one task took: its length on a machine with nothing else to do. */
  longestCpu: number;
  /** Tasks over 12.5 ms: each blocks under Lighthouse's 4× CPU slowdown. */
  over12: number;
  readyAfterFcp: number;
}

const fileOf = (url: unknown) =>
  typeof url === 'string' && url ? (url.split('/').pop() ?? url).split('?')[0] : '';

/** A short name for a trace event worth naming, or undefined for the rest. */
function labelOf(event: TraceEvent): string | undefined {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
      return `evaluate ${fileOf(data.url)}`;
    case 'v8.evaluateModule':
      return 'evaluate module';
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.produceModuleCache':
      return 'compile';
    case 'FunctionCall': {
      const name = typeof data.functionName === 'string' && data.functionName;
      return `js ${name || '(anonymous)'} @ ${fileOf(data.url) || '?'}`;
    }
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'FireIdleCallback':
      return 'idle callback';
    case 'EventDispatch':
      return `event ${String(data.type)}`;
    case 'RunMicrotasks':
      return 'microtasks';
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'PrePaint':
    case 'Paint':
    case 'Layerize':
    case 'UpdateLayer':
      return 'paint';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'HitTest':
      return 'hit test';
    case 'IntersectionObserverController::computeIntersections':
      return 'intersection observers';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_MARK_COMPACTOR':
    case 'V8.GC_SCAVENGER':
      return 'garbage collection';
    case 'Decode Image':
    case 'ImageDecodeTask':
      return 'image decode';
    default:
      return undefined;
  }
}

/** What a task ran: its named parts by their own time (time not spent in a named child). */
function describe(task: TraceEvent, inside: TraceEvent[]): string {
  const named = inside
    .map((event) => ({ event, label: labelOf(event) }))
    .filter((entry): entry is { event: TraceEvent; label: string } => entry.label !== undefined);
  const selfTime = new Map<string, number>();
  for (const { event, label } of named) {
    const start = event.ts;
    const end = start + (event.dur ?? 0);
    const children = named.filter(
      (other) =>
        other.event !== event &&
        other.event.ts >= start &&
        other.event.ts + (other.event.dur ?? 0) <= end &&
        // only the outermost named descendants
        !named.some(
          (middle) =>
            middle.event !== event &&
            middle.event !== other.event &&
            middle.event.ts >= start &&
            middle.event.ts + (middle.event.dur ?? 0) <= end &&
            other.event.ts >= middle.event.ts &&
            other.event.ts + (other.event.dur ?? 0) <= middle.event.ts + (middle.event.dur ?? 0),
        ),
    );
    const own = (event.dur ?? 0) - children.reduce((sum, child) => sum + (child.event.dur ?? 0), 0);
    selfTime.set(label, (selfTime.get(label) ?? 0) + Math.max(0, own));
  }
  const parts = [...selfTime.entries()]
    .filter(([, time]) => time >= 1000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([label, time]) => `${label} ${(time / 1000).toFixed(0)}`);
  return parts.length > 0 ? parts.join('; ') : `(${task.name})`;
}

export function summarizeTrace(events: TraceEvent[], readyAt: number): TaskSummary {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const { pid, tid } = fcp;
  // The navigation may start in another renderer process than the one that paints.
  const navigationStart = events
    .filter((event) => event.name === 'navigationStart' && event.ts <= fcp.ts)
    .sort((a, b) => Number(b.pid === pid) - Number(a.pid === pid) || b.ts - a.ts)[0];
  if (!navigationStart) throw new Error('the trace has no navigation start');
  const onMain = events.filter(
    (event) => event.pid === pid && event.tid === tid && event.ph === 'X',
  );
  const samples = profileSamples(events, pid, tid);
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && event.ts + (event.dur ?? 0) > fcp.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = onMain.filter(
        (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
      );
      return {
        afterFcp: (task.ts - fcp.ts) / 1000,
        duration: (task.dur ?? 0) / 1000,
        cpu: (task.tdur ?? task.dur ?? 0) / 1000,
        ran: (task.dur ?? 0) > 10_000 ? describe(task, inside) : '',
        hot: (task.dur ?? 0) > 10_000 ? hotFunctions(samples, task.ts, end) : '',
      };
    });
  const longest = Math.max(0, ...tasks.map((task) => task.duration));
  return {
    tasks,
    longest,
    longestCpu: Math.max(0, ...tasks.map((task) => task.cpu)),
    over12: tasks.filter((task) => task.duration > 12.5).length,
    readyAfterFcp: readyAt - (fcp.ts - navigationStart.ts) / 1000,
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
}

interface Sample {
  ts: number;
  node: ProfileNode;
}

/** The CPU profile's samples on one thread (category disabled-by-default-v8.cpu_profiler). */
export function profileSamples(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const samples: Sample[] = [];
  const starts = events.filter(
    (event) => event.name === 'Profile' && event.pid === pid && event.tid === tid,
  );
  for (const start of starts) {
    const id = (start as unknown as { id: string }).id;
    const nodes = new Map<number, ProfileNode>();
    let ts = Number(start.args?.data?.startTime ?? start.ts);
    for (const chunk of events.filter(
      (event) =>
        event.name === 'ProfileChunk' &&
        event.pid === pid &&
        (event as unknown as { id: string }).id === id,
    )) {
      const data = chunk.args?.data as {
        cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
        timeDeltas?: number[];
      };
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      for (const [index, nodeId] of ids.entries()) {
        ts += deltas[index] ?? 0;
        const node = nodes.get(nodeId);
        if (node) samples.push({ ts, node });
      }
    }
  }
  return samples;
}

/** The functions a span of time was spent in, by samples, heaviest first. */
export function hotFunctions(samples: Sample[], from: number, to: number, count = 4): string {
  const tally = new Map<string, number>();
  for (const sample of samples) {
    if (sample.ts < from || sample.ts > to) continue;
    const { functionName, url, lineNumber, columnNumber } = sample.node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    const key = `${functionName || '(anonymous)'}@${fileOf(url) || '-'}:${lineNumber + 1}:${columnNumber + 1}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  const total = [...tally.values()].reduce((sum, value) => sum + value, 0);
  return [...tally.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, value]) => `${key} ${Math.round((value / Math.max(total, 1)) * 100)}%`)
    .join(', ');
}
