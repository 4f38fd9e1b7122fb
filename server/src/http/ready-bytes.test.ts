// Compressed copies of ready bytes, one coding at a time when first asked for: off the
// service's thread for bytes kept by size (rendered pages), on it for API answers; either
// way each copy holds the bytes it stands for, and the two ways make the same copies.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopy, encodedCopy, readyBytes } from './ready-bytes';

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
