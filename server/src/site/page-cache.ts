// Rendered pages kept as bytes: a page is rendered once per content version, then sent
// with its tag and compressed copies until content changes, it grows older than the
// cache's age limit (so visit counts and most-read lists move on), or newer pages push it
// out. Bounded by entries and by bytes, so addresses with arbitrary queries cannot grow
// memory; a request for a page being rendered waits for that render.
import type { ReadyBytes } from '../http/ready-bytes';
import { MIN_COMPRESSIBLE_BYTES, encodedCopy, readyBytes } from '../http/ready-bytes';

export interface PageAnswer {
  status: number;
  contentType: string;
  /** The page's language (its address's), sent as Content-Language. */
  language: string;
  body: string;
  /** Where a redirect sends the visitor. */
  location?: string;
  /** False for an answer that must not be kept (its first screen could not be rendered). */
  keep?: boolean;
}

export interface CachedPage extends ReadyBytes {
  status: number;
  contentType: string;
  language: string;
  location?: string;
  /** The bytes this entry holds, its compressed copies included. */
  size: number;
  bornAt: number;
}

export interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
  maxAgeMs: number;
}

export class PageCache {
  private entries = new Map<string, CachedPage>();
  private pending = new Map<string, Promise<CachedPage>>();
  private bytes = 0;
  private version = 0;

  constructor(
    private readonly limits: PageCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forgets every page; called when stored content changes. */
  invalidate(): void {
    this.version += 1;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
  }

  /** Moves on at every content change; answers prepared elsewhere compare against it. */
  get contentVersion(): number {
    return this.version;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The page at `key`, rendered by `render` only when no fresh copy is held or coming. */
  async get(
    key: string,
    render: () => Promise<PageAnswer>,
  ): Promise<{ page: CachedPage; rendered: boolean }> {
    const held = this.entries.get(key);
    if (held && this.now() - held.bornAt < this.limits.maxAgeMs) {
      // Most recently used last: eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, held);
      return { page: held, rendered: false };
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return { page: await inFlight, rendered: false };

    const version = this.version;
    const work = render().then((answer) => {
      const page = this.prepare(answer);
      if (version === this.version && answer.keep !== false) this.remember(key, page);
      return page;
    });
    this.pending.set(key, work);
    try {
      return { page: await work, rendered: true };
    } finally {
      if (this.pending.get(key) === work) this.pending.delete(key);
    }
  }

  private prepare(answer: PageAnswer): CachedPage {
    const ready = readyBytes(Buffer.from(answer.body), `p${this.version}-`);
    // Compressed now, so the entry's size is known when it is counted.
    if (ready.body.length >= MIN_COMPRESSIBLE_BYTES) {
      encodedCopy(ready, 'br');
      encodedCopy(ready, 'gzip');
    }
    const size = ready.body.length + (ready.br?.length ?? 0) + (ready.gzip?.length ?? 0);
    return {
      ...ready,
      status: answer.status,
      contentType: answer.contentType,
      language: answer.language,
      ...(answer.location !== undefined && { location: answer.location }),
      size,
      bornAt: this.now(),
    };
  }

  private remember(key: string, page: CachedPage): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.size;
    }
    if (page.size > this.limits.maxBytes || this.limits.maxEntries === 0) return;
    while (
      this.entries.size >= this.limits.maxEntries ||
      this.bytes + page.size > this.limits.maxBytes
    ) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.size;
    }
    this.entries.set(key, page);
    this.bytes += page.size;
  }
}
