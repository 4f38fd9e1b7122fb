// Answers to GET calls are prepared once per content version: validated against their
// contract, serialized, tagged and compressed, then served as bytes until content changes.
// This is what keeps the API near a static file server's speed.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { preferredEncoding } from './accept-encoding';
import type { Encoding } from './accept-encoding';

interface Prepared {
  body: Buffer;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

/** Below this size compression costs more than it saves. */
const MIN_COMPRESSIBLE_BYTES = 1024;
const MAX_ENTRIES = 5000;

export class PreparedResponses {
  private entries = new Map<string, Prepared>();
  private pending = new Map<string, Promise<Prepared>>();
  private generation = 0;

  /** Forgets every prepared answer; called whenever stored content changes. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  async send<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    produce: () => Promise<z.input<S>>,
  ): Promise<void> {
    const prepared = await this.get(request.url, schema, produce);
    sendBytes(request, reply, prepared);
  }

  private async get<S extends z.ZodType>(
    key: string,
    schema: S,
    produce: () => Promise<z.input<S>>,
  ): Promise<Prepared> {
    const ready = this.entries.get(key);
    if (ready) return ready;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;

    const generation = this.generation;
    const work = produce().then((data) => {
      const body = Buffer.from(JSON.stringify(schema.parse(data)));
      const prepared: Prepared = { body, etag: `"${hash(body)}"` };
      if (generation === this.generation) this.remember(key, prepared);
      return prepared;
    });
    this.pending.set(key, work);
    try {
      return await work;
    } finally {
      if (this.pending.get(key) === work) this.pending.delete(key);
    }
  }

  private remember(key: string, prepared: Prepared): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, prepared);
  }
}

function hash(body: Buffer): string {
  return crypto.createHash('sha1').update(body).digest('base64url').slice(0, 27);
}

function sendBytes(request: FastifyRequest, reply: FastifyReply, prepared: Prepared): void {
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('etag', prepared.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding');

  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === prepared.etag)) {
    reply.code(304).send();
    return;
  }

  const encoding = pickEncoding(request.headers['accept-encoding'], prepared.body.length);
  if (encoding === 'br') {
    prepared.br ??= zlib.brotliCompressSync(prepared.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    reply.header('content-encoding', 'br').send(prepared.br);
    return;
  }
  if (encoding === 'gzip') {
    prepared.gzip ??= zlib.gzipSync(prepared.body, { level: 6 });
    reply.header('content-encoding', 'gzip').send(prepared.gzip);
    return;
  }
  reply.send(prepared.body);
}

function pickEncoding(header: string | undefined, size: number): Encoding {
  return size < MIN_COMPRESSIBLE_BYTES ? 'identity' : preferredEncoding(header);
}
