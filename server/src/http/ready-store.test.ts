// The store on its own: one production per key and content version (its own, or another
// store's it follows), nothing kept from a production that an invalidation, a move of the
// followed version or a `forget` overtook or that failed, bounds that drop the least
// recently used first.
import { describe, expect, it } from 'vitest';
import { ReadyStore } from './ready-store';
import type { ReadyStoreLimits } from './ready-store';

function counted(limits: ReadyStoreLimits = { maxEntries: 100 }) {
  const store = new ReadyStore<string>(limits, { sizeOf: (value) => value.length });
  const produced: string[] = [];
  const get = (key: string, value = `value of ${key}`) =>
    store.get(key, async () => {
      produced.push(key);
      return value;
    });
  return { store, produced, get };
}

describe('ready store', () => {
  it('produces a value asked for many times at once only once', async () => {
    const { produced, get } = counted();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('a')));
    expect(produced).toEqual(['a']);
    expect(answers.filter((answer) => answer.produced)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.value))).toEqual(new Set(['value of a']));
    await get('a');
    expect(produced).toEqual(['a']);
  });

  it.each([
    ['an invalidation', (store: ReadyStore<string>) => store.invalidate()],
    ['a forget of its key', (store: ReadyStore<string>) => store.forget((key) => key === 'a')],
  ])('hands out but does not keep a value that finishes after %s', async (_, overtake) => {
    const { store, produced, get } = counted();
    let finish!: (value: string) => void;
    const slow = store.get('a', () => new Promise((resolve) => (finish = resolve)));
    overtake(store);
    const fresh = get('a', 'new');
    finish('old');
    expect((await slow).value).toBe('old');
    expect((await fresh).value).toBe('new');
    expect((await get('a')).value).toBe('new');
    expect(produced).toEqual(['a']);
  });

  it('forgets only the values it is told to, with their bytes, and keeps the version', async () => {
    const { store, produced, get } = counted();
    for (const key of ['visits a', 'visits b', 'c']) await get(key);
    const bytesBefore = store.size.bytes;
    const coming = get('d');
    store.forget((key) => key.startsWith('visits '));
    await coming;
    expect(store.size).toEqual({
      entries: 2,
      bytes: bytesBefore - 2 * 'value of visits a'.length + 'value of d'.length,
    });
    expect(store.contentVersion).toBe(0);
    for (const key of ['visits a', 'visits b', 'c', 'd']) await get(key);
    expect(produced).toEqual(['visits a', 'visits b', 'c', 'd', 'visits a', 'visits b']);
  });

  it('tells what it forgot and how often each was handed out again, the most recently used first', async () => {
    const { store, get } = counted();
    for (const key of ['visits a', 'visits b', 'c', 'visits d']) await get(key);
    await get('visits b');
    await get('visits b');
    await get('visits a');
    expect(store.forget((key) => key.startsWith('visits '))).toEqual([
      { key: 'visits a', hits: 1 },
      { key: 'visits b', hits: 2 },
      { key: 'visits d', hits: 0 },
    ]);
    expect(store.forget((key) => key.startsWith('visits '))).toEqual([]);
  });

  it('tells the production which content version it starts from', async () => {
    const store = new ReadyStore<number>({ maxEntries: 10 });
    expect((await store.get('a', async (version) => version)).value).toBe(0);
    store.invalidate();
    expect(store.contentVersion).toBe(1);
    expect((await store.get('a', async (version) => version)).value).toBe(1);
  });

  it('keeps at most its entries, dropping the least recently used first', async () => {
    const { produced, get } = counted({ maxEntries: 3 });
    for (const key of ['1', '2', '3']) await get(key);
    await get('1'); // now the most recently used
    await get('4'); // pushes out 2
    await get('1');
    await get('3');
    expect(produced).toEqual(['1', '2', '3', '4']);
    await get('2');
    expect(produced).toEqual(['1', '2', '3', '4', '2']);
  });

  it('keeps at most its bytes, dropping the least recently used first', async () => {
    const { store, produced, get } = counted({ maxEntries: 100, maxBytes: 30 });
    await get('a', 'x'.repeat(10));
    await get('b', 'x'.repeat(10));
    await get('a');
    await get('c', 'x'.repeat(15)); // pushes out b
    expect(store.size).toEqual({ entries: 2, bytes: 25 });
    await get('a');
    await get('b');
    expect(produced).toEqual(['a', 'b', 'c', 'b']);
    await get('big', 'x'.repeat(31)); // larger than the store: handed out, not kept
    expect(store.size.bytes).toBeLessThanOrEqual(30);
    await get('big');
    expect(produced.filter((key) => key === 'big')).toHaveLength(2);
  });

  it('counts a grown value again, making room for it least recently used first', async () => {
    const store = new ReadyStore<{ text: string }>(
      { maxEntries: 100, maxBytes: 30 },
      { sizeOf: (value) => value.text.length },
    );
    const produced: string[] = [];
    const get = (key: string, text: string) =>
      store.get(key, async () => {
        produced.push(key);
        return { text };
      });
    const { value: a } = await get('a', 'x'.repeat(10));
    await get('b', 'x'.repeat(10));
    await get('c', 'x'.repeat(5));
    await get('a', '');
    a.text += 'y'.repeat(8);
    store.recount('a');
    // 18 + 10 + 5 bytes: b, the least recently used, goes.
    expect(store.size).toEqual({ entries: 2, bytes: 23 });
    await get('b', 'x'.repeat(10)); // pushes out c
    expect(produced).toEqual(['a', 'b', 'c', 'b']);
    expect(store.size).toEqual({ entries: 2, bytes: 28 });
    expect(store.peek('a')).toBe(a);
    // Grown past the whole store: no longer kept.
    a.text += 'y'.repeat(20);
    store.recount('a');
    expect(store.peek('a')).toBeUndefined();
    expect(store.size).toEqual({ entries: 1, bytes: 10 });
    // A key not held is left alone.
    store.recount('gone');
    expect(store.size).toEqual({ entries: 1, bytes: 10 });
  });

  it('produces a value again once it is older than the age limit', async () => {
    let now = 1_000;
    const store = new ReadyStore<string>({ maxEntries: 10, maxAgeMs: 500 }, { now: () => now });
    let productions = 0;
    const get = () => store.get('a', async () => `v${++productions}`);
    await get();
    now += 499;
    expect((await get()).value).toBe('v1');
    now += 2;
    expect((await get()).value).toBe('v2');
  });

  it('peeks at a fresh value only, producing nothing: none before, during or past its life', async () => {
    let now = 1_000;
    const store = new ReadyStore<string>({ maxEntries: 10, maxAgeMs: 500 }, { now: () => now });
    expect(store.peek('a')).toBeUndefined();
    let finish!: (value: string) => void;
    const producing = store.get('a', () => new Promise((resolve) => (finish = resolve)));
    expect(store.peek('a')).toBeUndefined();
    finish('v1');
    await producing;
    expect(store.peek('a')).toBe('v1');
    now += 501;
    expect(store.peek('a')).toBeUndefined();
    await store.get('a', async () => 'v2');
    store.invalidate();
    expect(store.peek('a')).toBeUndefined();
    expect(store.size.entries).toBe(0);
  });

  it('does not keep a failed production: every waiter sees the failure, the next get retries', async () => {
    const { store, produced, get } = counted();
    let fail!: (error: Error) => void;
    const first = store.get('a', () => new Promise((_, reject) => (fail = reject)));
    const waiting = get('a');
    fail(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await expect(waiting).rejects.toThrow('database down');
    expect((await get('a')).produced).toBe(true);
    expect(produced).toEqual(['a']);
    expect(store.size.entries).toBe(1);
  });

  it('hands out but does not keep a value it is told not to keep', async () => {
    const store = new ReadyStore<string>({ maxEntries: 10 }, { keeps: (v) => v !== 'once' });
    const produced: string[] = [];
    const get = () =>
      store.get('a', async () => {
        produced.push('a');
        return 'once';
      });
    await get();
    await get();
    expect(produced).toEqual(['a', 'a']);
    expect(store.size.entries).toBe(0);
  });

  it("follows another store's content version: every value forgotten once it moves on", async () => {
    let version = 0;
    const store = new ReadyStore<string>({ maxEntries: 10 }, { follows: () => version });
    const produced: string[] = [];
    const get = (key: string) =>
      store.get(key, async () => {
        produced.push(`${key}@${version}`);
        return `${key}@${version}`;
      });
    await get('a');
    await get('b');
    expect((await get('a')).value).toBe('a@0');
    version += 1;
    expect(store.peek('b')).toBeUndefined();
    expect((await get('a')).value).toBe('a@1');
    expect(store.size.entries).toBe(1);
    expect(produced).toEqual(['a@0', 'b@0', 'a@1']);
  });

  it('hands out but does not keep a value that finishes after the followed version moved on', async () => {
    let version = 0;
    const store = new ReadyStore<string>({ maxEntries: 10 }, { follows: () => version });
    let finish!: (value: string) => void;
    const slow = store.get('a', () => new Promise((resolve) => (finish = resolve)));
    version += 1;
    finish('old');
    expect((await slow).value).toBe('old');
    expect(store.peek('a')).toBeUndefined();
    // Asked for while it was being produced at the old version: produced again.
    let finishAgain!: (value: string) => void;
    const before = store.get('b', () => new Promise((resolve) => (finishAgain = resolve)));
    version += 1;
    const after = store.get('b', async () => 'new');
    finishAgain('old');
    expect((await before).value).toBe('old');
    expect((await after).value).toBe('new');
    expect(store.peek('b')).toBe('new');
  });
});
