// Times a measure's requests one after another, the first as a warm-up left out of the
// figures, and sums them up as the median, the 99th percentile (nearest rank) and the
// slowest. Under 100 requests the 99th percentile is the slowest itself.
import { performance } from 'node:perf_hooks';

export interface Percentiles {
  p50: number;
  p99: number;
  slowest: number;
}

export function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99), slowest: sorted.at(-1)! };
}

/** Runs `request(i)` for i = 0 (the warm-up) to `runs`, each started when the last ended. */
export async function sequentialRuns(
  runs: number,
  request: (i: number) => Promise<unknown>,
): Promise<Percentiles> {
  await request(0);
  const times: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const started = performance.now();
    await request(i);
    times.push(performance.now() - started);
  }
  return percentiles(times);
}
