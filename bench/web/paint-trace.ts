// Reads a Chromium trace of one page load for what came before its first paint: each request
// the page made, whether the browser counted it as render-blocking, when it was sent and
// when it arrived, against the first contentful paint (milliseconds after navigation start).

export interface PaintTraceEvent {
  name: string;
  cat: string;
  ts: number;
  pid: number;
  args?: { frame?: string; data?: Record<string, unknown> };
}

const fileOf = (url: string) => decodeURI(url.split('/').pop() ?? url).slice(0, 48);

/** Lines describing the requests and paint marks of the load, in the order they began. */
export function beforeFirstPaint(events: PaintTraceEvent[]): string[] {
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      typeof event.args?.data?.documentLoaderURL === 'string' &&
      (event.args.data.documentLoaderURL as string).startsWith('http'),
  );
  if (!start) return ['(no navigation in the trace)'];
  const at = (ts: number) => ((ts - start.ts) / 1000).toFixed(0).padStart(5);
  const requests = new Map<
    string,
    { url: string; sent: number; blocking: string; done?: number }
  >();
  const lines: string[] = [];
  for (const event of events) {
    const data = event.args?.data ?? {};
    // The page's renderer only: the browser's own pages (a new tab's) have theirs.
    if (event.ts < start.ts || event.pid !== start.pid) continue;
    if (event.name === 'ResourceSendRequest') {
      requests.set(String(data.requestId), {
        url: String(data.url),
        sent: event.ts,
        blocking: String(data.renderBlocking ?? '?'),
      });
    } else if (event.name === 'ResourceFinish') {
      const request = requests.get(String(data.requestId));
      if (request) request.done = event.ts;
    } else if (
      [
        'firstContentfulPaint',
        'firstPaint',
        'largestContentfulPaint::Candidate',
        'MarkLoad',
        'MarkDOMContent',
      ].includes(event.name)
    ) {
      lines.push(`${at(event.ts)} ms  ${event.name}`);
    }
  }
  for (const request of requests.values()) {
    const done = request.done === undefined ? '    ?' : at(request.done);
    lines.push(
      `${at(request.sent)} ms  sent ${fileOf(request.url)} (${request.blocking}), arrived ${done} ms`,
    );
  }
  return lines.sort((a, b) => parseInt(a) - parseInt(b));
}
