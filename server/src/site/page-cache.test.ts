// The page cache on its own: one render per page and content version, bounded by entries
// and bytes, pages older than the age limit rendered again, failed renders not kept; and one
// frame per path, shared by the pages of that path and bounded with them.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Encoding } from '../http/accept-encoding';
import { PageCache } from './page-cache';
import type { PageAnswer } from './page-cache';
import type { PageFrame } from './page-frame';

const page = (body: string, extra: Partial<PageAnswer> = {}): PageAnswer => ({
  status: 200,
  contentType: 'text/html; charset=utf-8',
  language: 'fa',
  body,
  ...extra,
});

function counted(cache: PageCache) {
  const renders: string[] = [];
  const get = (
    key: string,
    body = `<p>${key}</p>`.padEnd(2_000, ' '),
    extra = {},
    encoding: Encoding = 'br',
  ) =>
    cache.get(
      key,
      async () => {
        renders.push(key);
        return page(body, extra);
      },
      encoding,
    );
  return { renders, get };
}

const limits = { maxEntries: 100, maxBytes: 1_000_000, maxAgeMs: 60_000 };

describe('page cache', () => {
  it('renders a page once and sends the same bytes, compressed once, after that', async () => {
    const { renders, get } = counted(new PageCache(limits));
    const first = await get('/a');
    const second = await get('/a');
    expect(renders).toEqual(['/a']);
    expect(first.rendered).toBe(true);
    expect(second.rendered).toBe(false);
    expect(second.page).toBe(first.page);
    expect(first.page.br?.length).toBeGreaterThan(0);
    expect(first.page.etag).toMatch(/^"p0-[\w-]{27}"$/);
  });

  it('compresses a page in a coding when a client first takes it, and counts the copy', async () => {
    const cache = new PageCache(limits);
    const { renders, get } = counted(cache);
    const body = Array.from({ length: 300 }, (_, i) => `<p>پرواز ${i}</p>`).join('');
    const first = await get('/a', body, {}, 'br');
    expect(first.page.gzip).toBeUndefined();
    const withBrotli = cache.size.bytes;
    expect(withBrotli).toBe(first.page.body.length + first.page.br!.length);
    const asGzip = await Promise.all([1, 2, 3].map(() => get('/a', body, {}, 'gzip')));
    expect(renders).toEqual(['/a']);
    for (const answer of asGzip) expect(answer.page).toBe(first.page);
    expect(zlib.gunzipSync(first.page.gzip!).toString()).toBe(body);
    expect(cache.size.bytes).toBe(withBrotli + first.page.gzip!.length);
    expect(first.page.size).toBe(cache.size.bytes);
    await get('/a', body, {}, 'identity');
    expect(cache.size.bytes).toBe(first.page.size);
  });

  it('compresses nothing for a client that takes no coding, nor a page too small', async () => {
    const cache = new PageCache(limits);
    const { get } = counted(cache);
    const plain = await get('/plain', undefined, {}, 'identity');
    expect([plain.page.br, plain.page.gzip]).toEqual([undefined, undefined]);
    const small = await get('/small', '<p>kish</p>', {}, 'br');
    expect([small.page.br, small.page.gzip]).toEqual([undefined, undefined]);
    expect(cache.size.bytes).toBe(plain.page.body.length + small.page.body.length);
  });

  it('makes room for a copy added, least recently used pages first', async () => {
    const body = (key: string) =>
      Array.from({ length: 120 }, (_, i) => `<p>${key} ${i * 7919}</p>`).join('');
    // Room for both pages, not for a copy of either.
    const maxBytes = body('a').length + body('b').length + 10;
    const cache = new PageCache({ ...limits, maxBytes });
    const { renders, get } = counted(cache);
    await get('/a', body('a'), {}, 'identity');
    await get('/b', body('b'), {}, 'identity');
    expect(cache.size.entries).toBe(2);
    const b = await get('/b', body('b'), {}, 'gzip');
    expect(cache.size).toEqual({ entries: 1, bytes: b.page.size });
    await get('/a', body('a'), {}, 'identity');
    expect(renders).toEqual(['/a', '/b', '/a']);
  });

  it('renders a page asked for many times at once only once', async () => {
    const { renders, get } = counted(new PageCache(limits));
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/busy')));
    expect(renders).toEqual(['/busy']);
    expect(answers.filter((answer) => answer.rendered)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.page)).size).toBe(1);
  });

  it('renders every page again after content changes, with a new tag', async () => {
    const cache = new PageCache(limits);
    const { renders, get } = counted(cache);
    const before = await get('/a');
    cache.invalidate();
    const after = await get('/a');
    expect(renders).toEqual(['/a', '/a']);
    expect(after.page.etag).not.toBe(before.page.etag);
    expect(after.page.etag.startsWith('"p1-')).toBe(true);
  });

  it('does not keep a render that finishes after content changed', async () => {
    const cache = new PageCache(limits);
    let finish!: (answer: PageAnswer) => void;
    const slow = cache.get('/a', () => new Promise((resolve) => (finish = resolve)));
    cache.invalidate();
    finish(page('old'));
    await slow;
    const { renders, get } = counted(cache);
    await get('/a');
    expect(renders).toEqual(['/a']);
  });

  it('keeps at most its entries, dropping the least recently used first', async () => {
    const { renders, get } = counted(new PageCache({ ...limits, maxEntries: 3 }));
    for (const key of ['/1', '/2', '/3']) await get(key);
    await get('/1'); // now the most recently used
    await get('/4'); // pushes out /2
    expect(renders).toEqual(['/1', '/2', '/3', '/4']);
    await get('/1');
    await get('/3');
    expect(renders).toHaveLength(4);
    await get('/2');
    expect(renders).toEqual(['/1', '/2', '/3', '/4', '/2']);
  });

  it('keeps at most its bytes, however many different queries arrive', async () => {
    const maxBytes = 200_000;
    const cache = new PageCache({ ...limits, maxEntries: 10_000, maxBytes });
    const { get } = counted(cache);
    // Each page differs, so each compresses to a different size; all are counted.
    for (let i = 0; i < 500; i++) {
      await get(`/blog-list?search=${i}`, `${i} `.repeat(3_000));
      expect(cache.size.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.size.entries).toBeGreaterThan(0);
    expect(cache.size.entries).toBeLessThan(500);
  });

  it('renders a page again once it is older than the age limit', async () => {
    let now = 1_000;
    const { renders, get } = counted(new PageCache({ ...limits, maxAgeMs: 500 }, () => now));
    await get('/a');
    now += 499;
    await get('/a');
    now += 2;
    await get('/a');
    expect(renders).toEqual(['/a', '/a']);
  });

  it('sends but does not keep an answer marked not to keep, nor one that failed', async () => {
    const cache = new PageCache(limits);
    const { renders, get } = counted(cache);
    await get('/shell', 'shell only', { keep: false });
    await get('/shell', 'shell only', { keep: false });
    expect(renders).toEqual(['/shell', '/shell']);
    await expect(
      cache.get('/down', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    await get('/down');
    expect(renders).toEqual(['/shell', '/shell', '/down']);
  });

  it('keeps nothing when its entries are 0', async () => {
    const cache = new PageCache({ ...limits, maxEntries: 0 });
    const { renders, get } = counted(cache);
    await get('/a');
    await get('/a');
    expect(renders).toEqual(['/a', '/a']);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  describe('frames', () => {
    const frame = (shell: string): PageFrame => ({
      kind: 'page',
      language: 'fa',
      status: 200,
      shell,
    });
    function countedFrames(cache: PageCache) {
      const reads: string[] = [];
      const read = (path: string, shell = `<head>${path}</head>`) =>
        cache.frame(path, async () => {
          reads.push(path);
          return frame(shell);
        });
      return { reads, read };
    }

    it("reads a path's frame once, at once for many, and again after content changes", async () => {
      const cache = new PageCache(limits);
      const { reads, read } = countedFrames(cache);
      const together = await Promise.all(Array.from({ length: 5 }, () => read('/blog-list')));
      expect(new Set(together).size).toBe(1);
      expect(await read('/blog-list')).toBe(together[0]);
      expect(reads).toEqual(['/blog-list']);
      cache.invalidate();
      await read('/blog-list');
      expect(reads).toEqual(['/blog-list', '/blog-list']);
    });

    it('keeps a frame apart from a page at the same address', async () => {
      const cache = new PageCache(limits);
      const { reads, read } = countedFrames(cache);
      const { renders, get } = counted(cache);
      await read('/a');
      await get('/a');
      await read('/a');
      await get('/a');
      expect(reads).toEqual(['/a']);
      expect(renders).toEqual(['/a']);
    });

    it('counts frames in its entries and bytes, beside pages', async () => {
      const maxBytes = 50_000;
      const cache = new PageCache({ ...limits, maxEntries: 10_000, maxBytes });
      const { read } = countedFrames(cache);
      for (let i = 0; i < 100; i++) {
        await read(`/page-${i}`, 'x'.repeat(2_000));
        expect(cache.size.bytes).toBeLessThanOrEqual(maxBytes);
      }
      expect(cache.size.entries).toBe(25);
      expect(cache.size.bytes).toBe(50_000);
    });
  });
});
