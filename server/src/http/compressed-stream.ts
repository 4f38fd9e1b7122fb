// A long answer written in parts, compressed as it is written. The compressor is flushed
// after the first part, and the next part is not asked for until that flush is done, so the
// first bytes leave as soon as that part is written: not once the compressor has filled its
// first block, nor after the next part, which a synchronous database (SQLite) reads while
// nothing else can run; and it runs at a quality made for streaming
// (Brotli's default, 11, took most of a 20 MB sitemap file's second).
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Encoding } from './accept-encoding';

export function compressedStream(parts: AsyncIterable<string>, encoding: Encoding): Readable {
  if (encoding === 'identity') return Readable.from(parts, { objectMode: false });
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress({
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        })
      : zlib.createGzip({ level: 6 });
  const source = Readable.from(
    flushedAfterFirst(
      parts,
      () => new Promise<void>((resolve) => compressor.flush(() => resolve())),
    ),
    {
      objectMode: false,
    },
  );
  source.on('error', (error) => compressor.destroy(error));
  return source.pipe(compressor);
}

/** The parts, with `flush` called and awaited once the first has been handed on. */
async function* flushedAfterFirst(
  parts: AsyncIterable<string>,
  flush: () => Promise<void>,
): AsyncGenerator<string> {
  let first = true;
  for await (const part of parts) {
    yield part;
    if (first) await flush();
    first = false;
  }
}
