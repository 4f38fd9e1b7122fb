// Answers a GET or HEAD with a stored object as @fastify/static answered with a file:
// type, length, ETag and Last-Modified, 304 to a matching conditional request, and one
// byte range (206, or 416 when it lies outside), whichever store holds the object.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, ObjectInfo, Storage } from './storage';

export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  info: ObjectInfo,
): Promise<FastifyReply> {
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString())
    .type(info.contentType);
  if (notModified(request, info)) return reply.code(304).send();
  const range = rangeOf(request, info);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  const length = range ? range.end - range.start + 1 : info.size;
  reply.header('content-length', length);
  if (request.method === 'HEAD') return reply.send();
  const object = await storage.get(info.key, { range: range ?? undefined });
  if (!object) return reply.code(404).send();
  return reply.send(object.body);
}

function notModified(request: FastifyRequest, info: ObjectInfo): boolean {
  const tags = request.headers['if-none-match'];
  if (tags) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return tags === '*' || tags.split(',').some((tag) => bare(tag) === bare(info.etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
}

/** One range of `bytes=a-b`, `a-` or `-n`; several ranges, or a stale If-Range, get all. */
function rangeOf(request: FastifyRequest, info: ObjectInfo): ByteRange | 'unsatisfiable' | null {
  const header = request.headers.range;
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const ifRange = request.headers['if-range'];
  if (ifRange && ifRange !== info.etag) return null;
  const last = info.size - 1;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, info.size - Number(match[2])), last]
      : [Number(match[1]), match[2] === '' ? last : Math.min(Number(match[2]), last)];
  if (start > end || start > last) return 'unsatisfiable';
  return { start, end };
}
