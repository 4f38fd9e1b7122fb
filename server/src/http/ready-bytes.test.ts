// Compressed copies of ready bytes: made at once off the service's thread for bytes kept
// by size (rendered pages), or one coding at first use (API answers); either way each copy
// holds the bytes it stands for, and the two ways make the same copies.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedCopy, readyBytes, withEncodedCopies } from './ready-bytes';

const PAGE = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `<p>پرواز ${i} به کیش — flight ${i} to Kish</p>`).join(''),
);

describe('compressed copies of ready bytes', () => {
  it('makes both copies at once, each holding the bytes, smaller than them', async () => {
    const ready = readyBytes(PAGE);
    await withEncodedCopies(ready);
    expect(zlib.brotliDecompressSync(ready.br!)).toEqual(PAGE);
    expect(zlib.gunzipSync(ready.gzip!)).toEqual(PAGE);
    expect(ready.br!.length).toBeLessThan(PAGE.length / 4);
    expect(ready.gzip!.length).toBeLessThan(PAGE.length / 4);
  });

  it('makes the same copies at once as one at a time at first use', async () => {
    const atOnce = readyBytes(PAGE);
    await withEncodedCopies(atOnce);
    const oneAtATime = readyBytes(PAGE);
    expect(encodedCopy(oneAtATime, 'br')).toEqual(atOnce.br);
    expect(encodedCopy(oneAtATime, 'gzip')).toEqual(atOnce.gzip);
    expect(encodedCopy(oneAtATime, 'identity')).toBe(oneAtATime.body);
  });

  it('keeps a copy already made', async () => {
    const ready = readyBytes(PAGE);
    const br = encodedCopy(ready, 'br');
    await withEncodedCopies(ready);
    expect(ready.br).toBe(br);
    expect(zlib.gunzipSync(ready.gzip!)).toEqual(PAGE);
  });
});
