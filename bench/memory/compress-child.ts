// Compresses rendered pages in the codings COMPRESS_CODINGS names (`br`, or `br,gzip` for
// both at once), each in libuv's pool as the page cache does (ready-bytes.ts), many times in
// a row, and prints one line of JSON: the time a page took at the median and the 99th
// percentile, and the page faults each cost. Started by compress.ts through scripts/serve.sh,
// so it runs with the service's own flags and memory settings.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Encoding } from '../../server/src/http/accept-encoding';
import { compressedCopy, readyBytes } from '../../server/src/http/ready-bytes';
import { percentiles } from '../content/sequential-runs';

const WARM_UP = 20;
const ROUNDS = Number(process.env.COMPRESS_ROUNDS ?? 200);
const CODINGS = (process.env.COMPRESS_CODINGS ?? 'br').split(',') as Encoding[];

/** Minor faults so far: the tenth field of /proc/self/stat after the command's name. */
function minorFaults(): number {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[7]);
}

const pages = (process.env.COMPRESS_PAGES ?? '').split(':').map((file) => fs.readFileSync(file));
const times: number[] = [];
let faultsBefore = 0;
for (let round = 0; round < WARM_UP + ROUNDS; round++) {
  if (round === WARM_UP) faultsBefore = minorFaults();
  for (const page of pages) {
    const started = performance.now();
    const ready = readyBytes(page);
    await Promise.all(CODINGS.map((coding) => compressedCopy(ready, coding)));
    if (round >= WARM_UP) times.push(performance.now() - started);
  }
}
const faults = (minorFaults() - faultsBefore) / times.length;
console.log(JSON.stringify({ ...percentiles(times), faults }));
