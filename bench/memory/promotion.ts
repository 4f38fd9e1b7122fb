// `npm run bench:promotion`: which ways of building an object make V8 (Node 20) move short-lived
// objects to the old generation, which only a full collection empties. Each form is built in
// a child started through scripts/serve.sh (the service's young generation and heap growth);
// the child's collector trace gives the bytes allocated and promoted by its scavenges, and the
// full collections, while it built them. A query's options are built by spreading the client's
// defaults and the caller's options into one literal, a form that promoted a fifth of what
// it allocated where Object.assign promoted a hundredth.
import { childOutput } from './child-output';
import { FORMS } from './promotion-child';
import type { Form } from './promotion-child';

interface Figures {
  allocatedMb: number;
  promotedMb: number;
  fullCollections: number;
}

/** The fields of one line of --trace-gc-nvp: `key=value` pairs. */
function traceFields(line: string): Map<string, string> {
  return new Map(
    line
      .split(/\s+/)
      .filter((pair) => pair.includes('='))
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
}

function figuresOf(trace: string): Figures {
  const lines = trace.split('\n');
  const start = lines.indexOf('MARK start');
  const end = lines.indexOf('MARK end');
  if (start < 0 || end < start) throw new Error('the child printed no marks');
  const collections = lines.slice(start + 1, end).map(traceFields);
  const scavenges = collections.filter((fields) => fields.get('gc') === 's');
  const sum = (key: string) =>
    scavenges.reduce((total, fields) => total + Number(fields.get(key) ?? 0), 0) / 1e6;
  return {
    allocatedMb: sum('allocated'),
    promotedMb: sum('promoted'),
    fullCollections: collections.filter((fields) => fields.get('gc') === 'mc').length,
  };
}

async function measure(form: Form): Promise<Figures> {
  const env = { ...process.env, PROMOTION_FORM: form };
  return figuresOf(await childOutput('bench/memory/promotion-child.ts', env, ['--trace-gc-nvp']));
}

console.log(`Node ${process.versions.node}, V8 ${process.versions.v8}`);
console.log('| form | MB allocated | MB promoted | promoted | full collections |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const form of Object.keys(FORMS) as Form[]) {
  const { allocatedMb, promotedMb, fullCollections } = await measure(form);
  const share = allocatedMb > 0 ? (100 * promotedMb) / allocatedMb : 0;
  console.log(
    `| \`${form}\` | ${allocatedMb.toFixed(0)} | ${promotedMb.toFixed(1)} | ${share.toFixed(1)} % | ${fullCollections} |`,
  );
}
