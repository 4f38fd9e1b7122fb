// Renders pages with the built renderer (build/ssr) many times in a row, its answers read once
// from a running service and then handed out from memory, and prints the collector's trace
// (--trace-gc-nvp) between two marks and then the time a render took. Started by promotion.ts
// through scripts/serve.sh, so it renders with the service's flags.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { API_PREFIX } from '@contract/api-routes';

type Params = Record<string, string | number | boolean | undefined>;
type Transport = (apiPath: string, params: Params) => Promise<unknown>;
interface Renderer {
  renderPage(url: string, transport: Transport, knownReads: object): Promise<unknown>;
  KnownReads: new () => object;
}

const WARM_UP = 50;
const RENDERS = Number(process.env.PROMOTION_RENDERS ?? 600);

const origin = process.env.PROMOTION_ORIGIN!;
const pages = process.env.PROMOTION_PAGES!.split(' ').map((address) => `${origin}${address}`);
const entry = path.resolve(process.env.PROMOTION_RENDERER ?? 'build/ssr/entry-server.js');
const renderer = (await import(pathToFileURL(entry).href)) as Renderer;

const knownReads = new renderer.KnownReads();

const answers = new Map<string, string>();
const transport: Transport = async (apiPath, params) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, String(value));
  }
  const address = `${API_PREFIX}${apiPath}?${query}`;
  let body = answers.get(address);
  if (body === undefined) {
    const answer = await fetch(`${origin}${address}`);
    if (!answer.ok) throw new Error(`${address} answered ${answer.status}`);
    body = await answer.text();
    answers.set(address, body);
  }
  return JSON.parse(body);
};

async function render(i: number): Promise<void> {
  const url = pages[i % pages.length]!;
  if (!(await renderer.renderPage(url, transport, knownReads)))
    throw new Error(`${url} was not rendered`);
}

for (let i = 0; i < WARM_UP; i++) await render(i);
console.log('MARK start');
const started = performance.now();
for (let i = 0; i < RENDERS; i++) await render(i);
const msPerRender = (performance.now() - started) / RENDERS;
console.log('MARK end');
console.log(JSON.stringify({ renders: RENDERS, msPerRender }));
process.exit(0);
