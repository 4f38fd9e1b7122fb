// After a flush of counted visits, the answers showing them that were asked for again are
// prepared again without a request, with the counts just written; the others wait for their
// next request. Preparing them again counts no visit. On SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';

const MOST_READ = '/cms/content/v1/Blog/?lang=fa&ordering=-visited&limit=3';
const ASKED_ONCE = '/cms/content/v1/Blog/?lang=fa&ordering=-visited&limit=4';
const POST = '/cms/content/v1/Blog/3?lang=fa';

describe('answers prepared again after a flush', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const visitedOf = (body: Buffer) =>
    (JSON.parse(body.toString('utf8')) as { visited: number }).visited;

  /** Flushes the counted visits and waits for what the flush has prepared again. */
  const flush = async () => {
    await t.app.visits.flush();
    await t.app.preparedAgain.settled();
  };

  it('prepares again the answers asked for more than once, with the counts just written', async () => {
    await flush();
    for (const url of [MOST_READ, MOST_READ, ASKED_ONCE, POST]) await get(url);
    const before = visitedOf(t.app.prepared.peek(POST)!.body);
    await flush();

    // The post was asked for again by the peek above, and read once, so counted once.
    const post = t.app.prepared.peek(POST);
    expect(post).toBeDefined();
    expect(visitedOf(post!.body)).toBe(before + 1);
    expect(t.app.prepared.peek(MOST_READ)).toBeDefined();
    expect(t.app.prepared.peek(ASKED_ONCE)).toBeUndefined();
    // What was prepared again is what a request would have been answered.
    const answered = await get(MOST_READ);
    expect(answered.json()).toEqual(JSON.parse(t.app.prepared.peek(MOST_READ)!.body.toString()));
  });

  it('prepares again at most 32 answers a flush, the most recently used', async () => {
    await get(POST);
    const lists = Array.from({ length: 40 }, (_, i) => `${MOST_READ}&offset=${i}`);
    for (const url of lists) {
      await get(url);
      await get(url);
    }
    await flush();
    const prepared = lists.filter((url) => t.app.prepared.peek(url) !== undefined);
    expect(prepared).toEqual(lists.slice(8));
  });

  it('counts no visit for an answer it prepares again', async () => {
    await get(POST);
    await get(POST);
    await flush();
    const counted = visitedOf(t.app.prepared.peek(POST)!.body);
    // Nothing was read by a visitor since: the flushes find nothing to write and the answer
    // prepared again shows the same count.
    await t.app.visits.flush();
    await flush();
    const fresh = await get(`${POST}&again=1`);
    expect(fresh.json().visited).toBe(counted);
  });
});
