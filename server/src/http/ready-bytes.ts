// Bytes prepared once and sent many times (API answers, rendered pages): tagged with a
// digest, compressed once per coding the clients ask for, and answered 304 when the
// client already holds them. What differs between the two is their type and caching.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './accept-encoding';
import type { Encoding } from './accept-encoding';

export interface ReadyBytes {
  body: Buffer;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * Browsers revalidate every time (a 304 of a few bytes while nothing changed); a shared
 * cache in front may serve the same bytes for 30 s, and a stale copy for 5 minutes while
 * it revalidates. Nothing sent this way is personal.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';

/** Below this size compression costs more than it saves. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

export function readyBytes(body: Buffer, tagPrefix = ''): ReadyBytes {
  return { body, etag: `"${tagPrefix}${digest(body)}"` };
}

function digest(body: Buffer): string {
  return crypto.createHash('sha1').update(body).digest('base64url').slice(0, 27);
}

const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
};
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The copy sent for a coding, compressed on first use and kept with the bytes. */
export function encodedCopy(ready: ReadyBytes, encoding: Encoding): Buffer {
  if (encoding === 'br') return (ready.br ??= zlib.brotliCompressSync(ready.body, BROTLI_OPTIONS));
  if (encoding === 'gzip') return (ready.gzip ??= zlib.gzipSync(ready.body, GZIP_OPTIONS));
  return ready.body;
}

/**
 * Both compressed copies at once, each in a thread of libuv's pool: for bytes whose size must
 * be known before they are kept. Compressing a rendered page both ways on the service's own
 * thread took it 2-3 ms per page.
 */
export async function withEncodedCopies(ready: ReadyBytes): Promise<void> {
  [ready.br, ready.gzip] = await Promise.all([
    ready.br ?? brotliCompress(ready.body, BROTLI_OPTIONS),
    ready.gzip ?? gzip(ready.body, GZIP_OPTIONS),
  ]);
}

export function encodingFor(request: FastifyRequest, ready: ReadyBytes): Encoding {
  return ready.body.length < MIN_COMPRESSIBLE_BYTES
    ? 'identity'
    : preferredEncoding(request.headers['accept-encoding']);
}

export function sendReadyBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  ready: ReadyBytes,
  headers: { contentType: string; cacheControl: string; status?: number },
): void {
  reply
    .code(headers.status ?? 200)
    .header('content-type', headers.contentType)
    .header('etag', ready.etag)
    .header('cache-control', headers.cacheControl)
    .header('vary', 'Accept-Encoding');

  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === ready.etag)) {
    reply.code(304).send();
    return;
  }
  const encoding = encodingFor(request, ready);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.send(encodedCopy(ready, encoding));
}
