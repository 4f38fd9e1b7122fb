// The share of the machine's CPU time its host took for other guests (`steal` in Linux's
// /proc/stat) while figures were measured: on a virtual machine the same run takes twice as
// long when the host is busy, and this helps tell such a run from a slower service (a run can
// also be slow with little taken, so it explains part of a slow phase, not all of it).
import fs from 'node:fs';

export interface CpuSample {
  steal: number;
  total: number;
}

/** The machine's CPU time so far, in ticks; undefined where /proc/stat is not there. */
export function sampleCpu(): CpuSample | undefined {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    // cpu user nice system idle iowait irq softirq steal guest guest_nice
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    return { steal: ticks[7]!, total: ticks.reduce((sum, tick) => sum + tick, 0) };
  } catch {
    return undefined;
  }
}

/** Percent of the CPU time since `before` that the host took. */
export function stealPercentSince(before: CpuSample | undefined): number | undefined {
  const now = sampleCpu();
  if (!before || !now || now.total === before.total) return undefined;
  return ((now.steal - before.steal) / (now.total - before.total)) * 100;
}
