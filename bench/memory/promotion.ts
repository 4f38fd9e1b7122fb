// `npm run bench:promotion`: which ways of building an object make V8 (Node 20) move short-lived
// objects to the old generation, which only a full collection empties. Each form is built in
// a child started through scripts/serve.sh (the service's young generation and heap growth);
// the child's collector trace gives the bytes allocated and promoted by its scavenges, and the
// full collections, while it built them. A literal that spreads an object and adds to it, and
// a getter defined on a new object, promoted a fifth to a quarter of what was allocated;
// Object.assign and a defined value, a hundredth. Then the built renderer (build/ssr, so
// `npm run build` first) renders pages of the demo content over and over, its answers read once
// from the built service: what each render allocated and promoted, and its time.
import { startBuiltService } from '../../scripts/built-service';
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

/** Pages rendered one at a time, each its own run: a new search, a list, a company page. */
const PAGES = [
  '/blog-list?search=%D9%BE%D8%B1%D9%88%D8%A7%D8%B2',
  '/en/blog-list',
  '/ar/about',
  '/',
];

async function measureRenders(
  origin: string,
  address: string,
): Promise<Figures & { renders: number; msPerRender: number }> {
  const env = { ...process.env, PROMOTION_ORIGIN: origin, PROMOTION_PAGES: address };
  const printed = await childOutput('bench/memory/render-promotion-child.ts', env, [
    '--trace-gc-nvp',
  ]);
  const timing = JSON.parse(printed.trim().split('\n').at(-1)!) as {
    renders: number;
    msPerRender: number;
  };
  return { ...figuresOf(printed), ...timing };
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

const service = await startBuiltService();
try {
  console.log('');
  console.log(
    '| page rendered | KB allocated a render | KB promoted | promoted | full collections | ms a render |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const address of PAGES) {
    const figures = await measureRenders(service.origin, address);
    const kb = (mb: number) => ((mb * 1000) / figures.renders).toFixed(0);
    const share = (100 * figures.promotedMb) / figures.allocatedMb;
    console.log(
      `| \`${address}\` | ${kb(figures.allocatedMb)} | ${kb(figures.promotedMb)} | ${share.toFixed(1)} % | ${figures.fullCollections} | ${figures.msPerRender.toFixed(2)} |`,
    );
  }
} finally {
  service.stop();
}
