// Answers to GET calls are prepared once per content version: validated against their
// contract, serialized, tagged and compressed, then served as bytes until content changes.
// This is what keeps the API near a static file server's speed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SHARED_CACHE_CONTROL, readyBytes, sendReadyBytes } from './ready-bytes';
import type { ReadyBytes } from './ready-bytes';
import { ReadyStore } from './ready-store';

const MAX_ENTRIES = 5000;

export class PreparedResponses {
  private readonly store = new ReadyStore<ReadyBytes>({ maxEntries: MAX_ENTRIES });

  /** Forgets every prepared answer; called whenever stored content changes. */
  invalidate(): void {
    this.store.invalidate();
  }

  async send<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    produce: () => Promise<z.input<S>>,
  ): Promise<void> {
    const { value } = await this.store.get(request.url, async () =>
      readyBytes(Buffer.from(JSON.stringify(schema.parse(await produce())))),
    );
    sendReadyBytes(request, reply, value, {
      contentType: 'application/json; charset=utf-8',
      cacheControl: SHARED_CACHE_CONTROL,
    });
  }
}
