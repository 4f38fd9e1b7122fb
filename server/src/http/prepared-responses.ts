// Answers to GET calls are prepared once per content version: validated against their
// contract, serialized, tagged and compressed, then served as bytes until content changes.
// This is what keeps the API near a static file server's speed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SHARED_CACHE_CONTROL, readyBytes, sendReadyBytes } from './ready-bytes';
import type { ReadyBytes } from './ready-bytes';

type Prepared = ReadyBytes;

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
    sendReadyBytes(request, reply, prepared, {
      contentType: 'application/json; charset=utf-8',
      cacheControl: SHARED_CACHE_CONTROL,
    });
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
      const prepared = readyBytes(Buffer.from(JSON.stringify(schema.parse(data))));
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
