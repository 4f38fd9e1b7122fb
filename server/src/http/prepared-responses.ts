// Answers to GET calls are prepared once per content version: validated against their
// contract, serialized, tagged and compressed, then served as bytes until content changes.
// This is what keeps the API near a static file server's speed. Answers that show visit
// counts are also prepared again after each flush of counted visits (visit-counter.ts): at
// once for those being asked for again (prepared-again.ts), at the next request for the
// others. The rest (a site's companies, pages, menus) stay until content changes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SHARED_CACHE_CONTROL, readyBytes, sendReadyBytes } from './ready-bytes';
import type { ReadyBytes } from './ready-bytes';
import { ReadyStore } from './ready-store';
import { postIdsIn, readIsStale } from './post-change';
import { readTags } from '../cluster/cache-tags';
import type { PostChange } from './post-change';
import type { ReadChange } from './read-change';

const MAX_ENTRIES = 5000;

/**
 * Answers showing visit counts named to be prepared again after a flush, at most: a blog
 * page reads three of them in its language, a post's page two, so this covers each page of
 * the three languages many times over, and bounds the work that follows a flush.
 */
const PREPARED_AGAIN = 32;

/** Starts the key of an answer that shows visit counts; the address follows. */
const SHOWS_VISITS = 'visits ';

export class PreparedResponses {
  private readonly store = new ReadyStore<ReadyBytes>({ maxEntries: MAX_ENTRIES });

  /** `tagged`: each answer names its cache tags, for a shared cache in front. */
  constructor(private readonly tagged = false) {}

  /** Forgets every prepared answer; called whenever stored content changes. */
  invalidate(): void {
    this.store.invalidate();
  }

  /** Forgets the answers a change of one post may change (post-change.ts); the rest stay. */
  forgetPost(change: PostChange): string[] {
    return this.store
      .forget((key, value) =>
        readIsStale(
          change,
          key.startsWith(SHOWS_VISITS) ? key.slice(SHOWS_VISITS.length) : key,
          () => (value ? postIdsIn(JSON.parse(value.body.toString('utf8'))) : []),
        ),
      )
      .map((forgotten) => forgotten.key);
  }

  /** Forgets the answers a change of other content than a post changes (read-change.ts). */
  forgetReads(change: ReadChange): void {
    this.store.forget((key) => change.changesRead(key));
  }

  /**
   * Forgets the answers that show visit counts; called when counted visits are written.
   * Returns the addresses of those asked for again after they were prepared (the ones pages
   * and clients keep asking for), the most recently used first, at most PREPARED_AGAIN.
   */
  forgetVisitCounts(): string[] {
    return this.store
      .forget((key) => key.startsWith(SHOWS_VISITS))
      .filter((forgotten) => forgotten.hits > 0)
      .slice(0, PREPARED_AGAIN)
      .map((forgotten) => forgotten.key.slice(SHOWS_VISITS.length));
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
    const { value } = await this.store.get(key, async () => {
      const answer: unknown = schema.parse(await produce());
      const ready = readyBytes(Buffer.from(JSON.stringify(answer)));
      if (this.tagged) ready.tags = readTags(request.url, postIdsIn(answer)).join(' ');
      return ready;
    });
    sendReadyBytes(request, reply, value, {
      contentType: 'application/json; charset=utf-8',
      cacheControl: SHARED_CACHE_CONTROL,
    });
  }
}
