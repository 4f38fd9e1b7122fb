// Answers to GET calls are prepared once per content version: validated against their
// contract, serialized, tagged and compressed, then served as bytes until content changes.
// This is what keeps the API near a static file server's speed. Answers that show visit
// counts are also prepared again after each flush of counted visits (visit-counter.ts); the
// rest (a site's companies, pages, menus) stay until content changes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SHARED_CACHE_CONTROL, readyBytes, sendReadyBytes } from './ready-bytes';
import type { ReadyBytes } from './ready-bytes';
import { ReadyStore } from './ready-store';

const MAX_ENTRIES = 5000;

/** Starts the key of an answer that shows visit counts; the address follows. */
const SHOWS_VISITS = 'visits ';

export class PreparedResponses {
  private readonly store = new ReadyStore<ReadyBytes>({ maxEntries: MAX_ENTRIES });

  /** Forgets every prepared answer; called whenever stored content changes. */
  invalidate(): void {
    this.store.invalidate();
  }

  /** Forgets the answers that show visit counts; called when counted visits are written. */
  forgetVisitCounts(): void {
    this.store.forget((key) => key.startsWith(SHOWS_VISITS));
  }

  /**
   * The answer prepared for `url` (a request's address, its query as sent), when one is held:
   * that address was checked and answered before.
   */
  peek(url: string): ReadyBytes | undefined {
    return this.store.peek(url) ?? this.store.peek(`${SHOWS_VISITS}${url}`);
  }

  async send<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    produce: () => Promise<z.input<S>>,
    { showsVisits = false }: { showsVisits?: boolean } = {},
  ): Promise<void> {
    const key = showsVisits ? `${SHOWS_VISITS}${request.url}` : request.url;
    const { value } = await this.store.get(key, async () =>
      readyBytes(Buffer.from(JSON.stringify(schema.parse(await produce())))),
    );
    sendReadyBytes(request, reply, value, {
      contentType: 'application/json; charset=utf-8',
      cacheControl: SHARED_CACHE_CONTROL,
    });
  }
}
