// A long answer compressed as it is written: its first part leaves the compressor before
// the rest is written, and the whole decompresses to what was written.
import crypto from 'node:crypto';
import { once } from 'node:events';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedStream } from './compressed-stream';

const decompress = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;
/** Text that compresses to no less than half its length. */
const noise = () => crypto.randomBytes(1_000).toString('hex');

describe('an answer compressed as it is written', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    it(`sends the first part (${encoding}) before the next one is written`, async () => {
      let firstOut: () => void = () => {};
      const sentFirst = new Promise<void>((resolve) => (firstOut = resolve));
      const [first, second] = [noise(), noise()];
      async function* parts() {
        yield first;
        // The rest is written only once the first part has come out compressed (more than
        // a header's few bytes).
        await sentFirst;
        yield second;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of compressedStream(parts(), encoding)) {
        chunks.push(chunk as Buffer);
        if (Buffer.concat(chunks).length > 500) firstOut();
      }
      expect(decompress[encoding](Buffer.concat(chunks)).toString()).toBe(first + second);
    });
  }

  for (const encoding of ['br', 'gzip'] as const) {
    it(`has the first part (${encoding}) out before it asks for the next`, async () => {
      // The next part may be read by a synchronous database, which holds up everything else
      // until it is done: the first bytes must have left before.
      const first = noise();
      let out = 0;
      let outWhenAskedAgain = -1;
      async function* parts() {
        yield first;
        outWhenAskedAgain = out;
        yield 'end';
      }
      const stream = compressedStream(parts(), encoding);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        out += chunk.length;
      });
      await once(stream, 'end');
      expect(outWhenAskedAgain).toBeGreaterThan(500);
      expect(decompress[encoding](Buffer.concat(chunks)).toString()).toBe(`${first}end`);
    });
  }

  it('sends the parts as they are when nothing is accepted', async () => {
    async function* parts() {
      yield 'one ';
      yield 'two';
    }
    let text = '';
    for await (const chunk of compressedStream(parts(), 'identity')) text += String(chunk);
    expect(text).toBe('one two');
  });
});
