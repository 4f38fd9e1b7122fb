// Compressed copies of ready bytes, one coding at a time when first asked for: off the
// service's thread for bytes kept by size (rendered pages), on it for API answers; either
// way each copy holds the bytes it stands for, and the two ways make the same copies.
// Then what is sent by tag, ready bytes or an answer written as it is sent: the same
// headers on a 200 and a 304, the coding the client prefers, none for small bytes.
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedCopy, encodedCopy, readyBytes, sendReadyBytes, sendTagged } from './ready-bytes';

const PAGE = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `<p>پرواز ${i} به کیش — flight ${i} to Kish</p>`).join(''),
);

describe('compressed copies of ready bytes', () => {
  it('makes the copy asked for off the thread, holding the bytes, smaller than them', async () => {
    const ready = readyBytes(PAGE);
    const br = await compressedCopy(ready, 'br');
    expect(ready.br).toBe(br);
    expect(ready.gzip).toBeUndefined();
    expect(zlib.brotliDecompressSync(br)).toEqual(PAGE);
    expect(br.length).toBeLessThan(PAGE.length / 4);
    const gzip = await compressedCopy(ready, 'gzip');
    expect(ready.gzip).toBe(gzip);
    expect(zlib.gunzipSync(gzip)).toEqual(PAGE);
    expect(gzip.length).toBeLessThan(PAGE.length / 4);
    expect(await compressedCopy(ready, 'identity')).toBe(ready.body);
  });

  it('gives everyone asking at once the same copy', async () => {
    const ready = readyBytes(PAGE);
    const copies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => compressedCopy(ready, i % 2 ? 'gzip' : 'br')),
    );
    for (const [i, copy] of copies.entries()) expect(copy).toBe(i % 2 ? ready.gzip : ready.br);
    expect(await compressedCopy(ready, 'br')).toBe(ready.br);
  });

  it('makes the same copies off the thread as on it at first use', async () => {
    const offThread = readyBytes(PAGE);
    await Promise.all([compressedCopy(offThread, 'br'), compressedCopy(offThread, 'gzip')]);
    const onThread = readyBytes(PAGE);
    expect(encodedCopy(onThread, 'br')).toEqual(offThread.br);
    expect(encodedCopy(onThread, 'gzip')).toEqual(offThread.gzip);
    expect(encodedCopy(onThread, 'identity')).toBe(onThread.body);
  });

  it('keeps a copy already made', async () => {
    const ready = readyBytes(PAGE);
    const br = encodedCopy(ready, 'br');
    expect(await compressedCopy(ready, 'br')).toBe(br);
    expect(ready.gzip).toBeUndefined();
  });
});

describe('answers sent by tag', () => {
  const app = Fastify();
  const small = readyBytes(Buffer.from('{"ok":true}'));
  const page = readyBytes(PAGE, 'p0-');
  const WRITTEN_TAG = 'W/"written"';
  const written: string[] = [];
  const headers = { contentType: 'text/html; charset=utf-8', cacheControl: 'public, max-age=60' };

  beforeAll(async () => {
    app.get('/small', async (request, reply) => {
      sendReadyBytes(request, reply, small, { ...headers, contentType: 'application/json' });
      return reply;
    });
    app.get('/page', async (request, reply) => {
      sendReadyBytes(request, reply, page, { ...headers, status: 404 });
      return reply;
    });
    app.get('/written', async (request, reply) => {
      sendTagged(request, reply, WRITTEN_TAG, headers, (encoding) => {
        written.push(encoding);
        const body = Readable.from([PAGE]);
        const compress = { br: zlib.createBrotliCompress, gzip: zlib.createGzip };
        return {
          encoding,
          payload: encoding === 'identity' ? body : body.pipe(compress[encoding]()),
        };
      });
      return reply;
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, sent: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: sent });

  it('sends ready bytes tagged, in the coding the client prefers, with its status', async () => {
    const br = await get('/page', { 'accept-encoding': 'gzip;q=0.5, br' });
    expect(br.statusCode).toBe(404);
    expect(br.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      etag: page.etag,
      'cache-control': 'public, max-age=60',
      vary: 'Accept-Encoding',
      'content-encoding': 'br',
    });
    expect(zlib.brotliDecompressSync(br.rawPayload)).toEqual(PAGE);
    const gzip = await get('/page', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload)).toEqual(PAGE);
    const plain = await get('/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(PAGE);
  });

  it('sends bytes too small to be worth compressing as they are', async () => {
    const answer = await get('/small', { 'accept-encoding': 'br, gzip' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe('{"ok":true}');
  });

  it('answers 304 with the same headers when the client holds the tag, among others', async () => {
    for (const [url, etag] of [
      ['/page', page.etag],
      ['/written', WRITTEN_TAG],
    ] as const) {
      const full = await get(url, { 'accept-encoding': 'br' });
      const held = await get(url, { 'accept-encoding': 'br', 'if-none-match': `"x", ${etag}` });
      expect(held.statusCode, url).toBe(304);
      expect(held.rawPayload.length, url).toBe(0);
      expect(held.headers['content-encoding'], url).toBeUndefined();
      for (const name of ['content-type', 'etag', 'cache-control', 'vary'])
        expect(held.headers[name], `${url} ${name}`).toBe(full.headers[name]);
      const other = await get(url, { 'if-none-match': 'W/"other"' });
      expect(other.statusCode, url).not.toBe(304);
    }
  });

  it('makes an answer written as it is sent only when it is sent, in the coding preferred', async () => {
    written.length = 0;
    await get('/written', { 'if-none-match': WRITTEN_TAG });
    expect(written).toEqual([]);
    const br = await get('/written', { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers).toMatchObject({
      etag: WRITTEN_TAG,
      vary: 'Accept-Encoding',
      'content-encoding': 'br',
    });
    expect(zlib.brotliDecompressSync(br.rawPayload)).toEqual(PAGE);
    const plain = await get('/written', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(PAGE);
    expect(written).toEqual(['br', 'identity']);
  });
});
