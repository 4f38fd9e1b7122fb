// Bytes prepared once and sent many times (API answers, rendered pages, the sitemap
// index): tagged with a digest, compressed once per coding the clients ask for, and
// answered 304 when the client already holds them. What differs between them is their
// type and caching. Answers written as they are sent (sitemap files) go the same way with
// a tag of their own and a body made for the coding (`sendTagged`).
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './accept-encoding';
import type { Encoding } from './accept-encoding';

export interface ReadyBytes {
  body: Buffer;
  etag: string;
  /** What a shared cache in front drops it by (cluster/cache-tags.ts), when one is told. */
  tags?: string;
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

/** Compressions under way in libuv's pool, by the bytes they are for and their coding. */
const compressing = new WeakMap<ReadyBytes, Map<Encoding, Promise<Buffer>>>();

/**
 * The copy for a coding, compressed in a thread of libuv's pool the first time it is asked
 * for (those asking meanwhile wait for the same compression): for bytes whose size is
 * counted when a copy is added (rendered pages). Compressing a rendered page on the
 * service's own thread took it 2-3 ms. Only the coding a client takes is made: pages of
 * 44-67 KB took 2.1 ms at the median and 4.4-4.9 at the 99th percentile compressed both ways
 * at once on 2 cores, Brotli alone (what browsers take) 1.4-1.7 and 2.5-4.7
 * (`npm run bench:compress`).
 */
export function compressedCopy(ready: ReadyBytes, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(ready.body);
  const made = ready[encoding];
  if (made) return Promise.resolve(made);
  let pending = compressing.get(ready);
  if (!pending) compressing.set(ready, (pending = new Map()));
  let copy = pending.get(encoding);
  if (!copy) {
    const compress =
      encoding === 'br'
        ? brotliCompress(ready.body, BROTLI_OPTIONS)
        : gzip(ready.body, GZIP_OPTIONS);
    const under = pending;
    copy = compress
      .then((bytes) => (ready[encoding] ??= bytes))
      .finally(() => under.delete(encoding));
    pending.set(encoding, copy);
  }
  return copy;
}

/** The coding bytes are sent in, the client preferring `preferred`: none when too small. */
export function codingFor(preferred: Encoding, ready: ReadyBytes): Encoding {
  return ready.body.length < MIN_COMPRESSIBLE_BYTES ? 'identity' : preferred;
}

export interface TaggedHeaders {
  contentType: string;
  cacheControl: string;
  status?: number;
}

/** A body in the coding it is sent in. */
export interface CodedBody {
  encoding: Encoding;
  payload: Buffer | Readable;
}

/**
 * Sends an answer known by its tag: its headers (the same on a 304, Vary included), a 304
 * when the client holds the tag, otherwise the body `body` makes for the coding the client
 * prefers, named in Content-Encoding unless it is identity.
 */
export function sendTagged(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  headers: TaggedHeaders,
  body: (preferred: Encoding) => CodedBody,
): void {
  reply
    .code(headers.status ?? 200)
    .header('content-type', headers.contentType)
    .header('etag', etag)
    .header('cache-control', headers.cacheControl)
    .header('vary', 'Accept-Encoding');

  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    reply.code(304).send();
    return;
  }
  const { encoding, payload } = body(preferredEncoding(request.headers['accept-encoding']));
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.send(payload);
}

export function sendReadyBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  ready: ReadyBytes,
  headers: TaggedHeaders,
): void {
  if (ready.tags) reply.header('x-parvaz-tags', ready.tags);
  sendTagged(request, reply, ready.etag, headers, (preferred) => {
    const encoding = codingFor(preferred, ready);
    return { encoding, payload: encodedCopy(ready, encoding) };
  });
}
