// Run by a test in its own process (`node --expose-gc --import tsx`): renders a page of the
// real service many times and prints the heap and the pending timers after forced
// collections, first after a warm-up and then at the end, as one line of JSON.
import { createTestApp } from './test-app';

const [url = '/', total = '2000', warmUp = '100'] = process.argv.slice(2);

const collect = () => {
  for (let i = 0; i < 4; i++) globalThis.gc!();
};
const timeouts = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

// With the page cache off, every request renders: this measures what a render leaves.
const t = await createTestApp({ serveSite: true, env: { PAGE_CACHE_MAX_ENTRIES: '0' } });
// Each request comes as its own event, as over the network: the event loop turns between
// them. Without that, what a request lets go of only when the loop turns (its answer was
// held until then once a page went out without waiting for a compression) would count as
// left behind: 28 MB after 300 renders, all of it gone at the next turn.
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const render = async (count: number) => {
  for (let i = 0; i < count; i++) {
    const response = await t.app.inject(url.replace('{i}', String(i)));
    if (response.statusCode !== 200 || !response.body.includes('rendered-state')) {
      throw new Error(`${url} answered ${response.statusCode} without a rendered page`);
    }
    await nextTurn();
  }
};
await render(Number(warmUp));
collect();
const first = { heapUsed: process.memoryUsage().heapUsed, timeouts: timeouts() };
await render(Number(total) - Number(warmUp));
collect();
const last = { heapUsed: process.memoryUsage().heapUsed, timeouts: timeouts() };
await t.close();
console.log(JSON.stringify({ first, last }));
// Whatever a render left pending would otherwise keep the process alive.
process.exit(0);
