// The outbox's flush against (fake) IndexedDB and a real HTTP service on this machine:
// which items each kind of flush tries, tries made whatever the browser says about being
// online, the back-off after a failed try, and one delivery per item when flushes overlap.
import 'fake-indexeddb/auto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flushOutbox } from './flush-outbox';
import { outboxDb } from './outbox-db';
import type { OutboxItem } from './outbox-item';
import { retryDelay } from './outbox-item';

interface Received {
  key: string;
  body: string;
}

let received: Received[] = [];
let answer = 201;
let server: http.Server;
let apiBase = '';

async function put(id: string, changes: Partial<OutboxItem> = {}) {
  await outboxDb.items.put({
    id,
    kind: 'contact',
    path: '/contact-us/v1/',
    lang: 'fa',
    label: id,
    fields: { first_name: id },
    multipart: false,
    state: 'queued',
    createdAt: Date.now(),
    attempts: 0,
    nextAttemptAt: Date.now(),
    ...changes,
  });
}

const stateOf = async (id: string) => (await outboxDb.items.get(id))!;

describe('flushing the outbox', () => {
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      // The test page's origin is not the service's: answer as a service that allows it.
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', 'content-type, idempotency-key');
      if (request.method === 'OPTIONS') return response.writeHead(204).end();
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ key: String(request.headers['idempotency-key']), body });
        response.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cms`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  afterEach(async () => {
    vi.restoreAllMocks();
    await outboxDb.items.clear();
    received = [];
    answer = 201;
  });

  it('sends on a timer only what is due, and everything when the visitor returns', async () => {
    await put('due');
    await put('backed-off', { attempts: 7, nextAttemptAt: Date.now() + retryDelay(7) });

    expect(await flushOutbox(apiBase, 'timer')).toBe(1);
    expect(received.map((r) => r.key)).toEqual(['due']);
    expect((await stateOf('backed-off')).state).toBe('queued');

    expect(await flushOutbox(apiBase, 'visible')).toBe(0);
    expect(received.map((r) => r.key)).toEqual(['due', 'backed-off']);
    expect(JSON.parse(received[1]!.body)).toEqual({ first_name: 'backed-off' });
    expect((await stateOf('backed-off')).state).toBe('sent');
  });

  it('tries an item queued while the browser said it was offline, on a timer', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await put('queued-offline');
    expect(await flushOutbox(apiBase, 'timer')).toBe(0);
    expect(received.map((r) => r.key)).toEqual(['queued-offline']);
  });

  it('keeps an item the service could not take and moves its next try on', async () => {
    answer = 503;
    await put('kept');
    const before = Date.now();
    expect(await flushOutbox(apiBase, 'start')).toBe(1);
    const kept = await stateOf('kept');
    expect(kept).toMatchObject({ state: 'queued', attempts: 1 });
    expect(kept.nextAttemptAt).toBeGreaterThanOrEqual(before + retryDelay(1));
    // Not yet due for the timer; due at once when the network returns.
    expect(await flushOutbox(apiBase, 'timer')).toBe(1);
    expect(received).toHaveLength(1);
    answer = 201;
    expect(await flushOutbox(apiBase, 'online')).toBe(0);
    expect(received.map((r) => r.key)).toEqual(['kept', 'kept']);
  });

  it('sends each item once when flushes overlap', async () => {
    for (const id of ['a', 'b', 'c']) await put(id);
    await Promise.all([
      flushOutbox(apiBase, 'start'),
      flushOutbox(apiBase, 'online'),
      flushOutbox(apiBase, 'visible'),
      flushOutbox(apiBase, 'timer'),
    ]);
    expect(received.map((r) => r.key).sort()).toEqual(['a', 'b', 'c']);
  });
});
