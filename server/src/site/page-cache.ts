// Rendered pages kept as bytes: a page is rendered once per content version, then sent
// with its tag and compressed copies (each made when a client first asks for its coding,
// and counted from then on) until content changes, it grows older than the
// cache's age limit (so visit counts and most-read lists move on), or newer pages push it
// out. Beside them, each path's frame (page-frame.ts), which the pages of that path with
// other queries share. Bounded by entries and by bytes, pages and frames together, so
// addresses with arbitrary paths or queries cannot grow memory; a request for a page being
// rendered (or a frame being read) waits for that one.
import type { Encoding } from '../http/accept-encoding';
import type { ReadyBytes } from '../http/ready-bytes';
import { codingFor, compressedCopy, readyBytes } from '../http/ready-bytes';
import { ReadyStore } from '../http/ready-store';
import type { ReadyStoreLimits } from '../http/ready-store';
import { isPostPage, readIsStale } from '../http/post-change';
import type { PostChange } from '../http/post-change';
import type { ReadChange } from '../http/read-change';
import { frameBytes } from './page-frame';
import type { PageFrame } from './page-frame';

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
  /** The post a view of this page counts a visit to (a post's page). */
  viewOf?: number;
  /** The API addresses the page was rendered from, and the posts their answers showed. */
  reads?: string[];
  shows?: number[];
  /** A list of the language's newest posts read from the database (a feed). */
  listsPosts?: boolean;
}

export interface CachedPage extends ReadyBytes {
  status: number;
  contentType: string;
  language: string;
  location?: string;
  /** The bytes this entry holds, its compressed copies included. */
  size: number;
  /** False for a page sent but not kept (see PageAnswer). */
  keep: boolean;
  viewOf?: number;
  reads?: string[];
  shows?: number[];
  listsPosts?: boolean;
}

export type PageCacheLimits = Required<ReadyStoreLimits>;

type Kept = { page: CachedPage } | { frame: PageFrame };

/** Frames' keys start with what no page's key (an absolute address) does. */
const FRAME_KEY = 'frame ';

export class PageCache {
  private readonly store: ReadyStore<Kept>;

  constructor(limits: PageCacheLimits, now: () => number = Date.now) {
    this.store = new ReadyStore(limits, {
      sizeOf: (kept) => ('page' in kept ? kept.page.size : frameBytes(kept.frame)),
      keeps: (kept) => !('page' in kept) || kept.page.keep,
      now,
    });
  }

  /** Moves on when the site's addresses may have changed without a content change (a
   * post published, withdrawn or retitled): the sitemap follows it. */
  private addressChanges = 0;

  /** Forgets every page; called when stored content changes. */
  invalidate(): void {
    this.store.invalidate();
  }

  /**
   * Forgets what a change of one post may change: its own pages and frames in every
   * language (its status, head and alternates), the pages in its languages that read an
   * answer the change may change or that show it, and the feeds. Returns how many pages
   * went.
   */
  forgetPost(change: PostChange): number {
    const forgotten = this.store.forget((key, kept) => {
      if (key.startsWith(FRAME_KEY)) return isPostPage(change, key.slice(FRAME_KEY.length));
      if (isPostPage(change, key)) return true;
      if (!kept || !('page' in kept)) return true;
      const { page } = kept;
      if (!change.languages.includes(page.language)) return false;
      if (page.listsPosts) return true;
      if (page.shows?.includes(change.id)) return true;
      return (page.reads ?? []).some((read) => readIsStale(change, read, () => page.shows ?? []));
    });
    this.addressChanges += 1;
    return forgotten.filter((entry) => !entry.key.startsWith(FRAME_KEY)).length;
  }

  /**
   * Forgets what a change of other content than a post may change (read-change.ts): its own
   * pages and frames, and the pages that read an answer it changes. Returns how many pages
   * went.
   */
  forgetReads(change: ReadChange): number {
    const forgotten = this.store.forget((key, kept) => {
      if (key.startsWith(FRAME_KEY)) return change.changesPage(key.slice(FRAME_KEY.length));
      if (change.changesPage(key)) return true;
      if (!kept || !('page' in kept)) return true;
      return (kept.page.reads ?? []).some((read) => change.changesRead(read));
    });
    this.addressChanges += 1;
    return forgotten.filter((entry) => !entry.key.startsWith(FRAME_KEY)).length;
  }

  /** What the sitemap follows: every content change and every change of the addresses. */
  get addressVersion(): number {
    return this.store.contentVersion + this.addressChanges;
  }

  /** Moves on at every content change; answers prepared elsewhere compare against it. */
  get contentVersion(): number {
    return this.store.contentVersion;
  }

  get size(): { entries: number; bytes: number } {
    return this.store.size;
  }

  /**
   * The page at `key`, rendered by `render` only when no fresh copy is held or coming, with
   * its copy in `encoding` (the coding the client takes) made.
   */
  async get(
    key: string,
    render: () => Promise<PageAnswer>,
    encoding: Encoding = 'identity',
  ): Promise<{ page: CachedPage; rendered: boolean }> {
    const { value, produced } = await this.store.get(key, async (version) => ({
      page: await prepare(await render(), version, encoding),
    }));
    if (!('page' in value)) throw new Error(`${key} is held as a frame`);
    const { page } = value;
    const coding = codingFor(encoding, page);
    if (coding !== 'identity' && !page[coding]) {
      await compressedCopy(page, coding);
      page.size = sizeOf(page);
      this.store.recount(key);
    }
    return { page, rendered: produced };
  }

  /** The frame of the pages at `path` (an absolute address without its query), read by
   * `read` only when no fresh copy is held or coming. */
  async frame(path: string, read: () => Promise<PageFrame>): Promise<PageFrame> {
    const key = `${FRAME_KEY}${path}`;
    const { value } = await this.store.get(key, async () => ({ frame: await read() }));
    if (!('frame' in value)) throw new Error(`${key} is held as a page`);
    return value.frame;
  }
}

async function prepare(
  answer: PageAnswer,
  version: number,
  encoding: Encoding,
): Promise<CachedPage> {
  const ready = readyBytes(Buffer.from(answer.body), `p${version}-`);
  // Compressed now, so the entry's size is known when it is counted.
  await compressedCopy(ready, codingFor(encoding, ready));
  return {
    ...ready,
    status: answer.status,
    contentType: answer.contentType,
    language: answer.language,
    ...(answer.location !== undefined && { location: answer.location }),
    ...(answer.viewOf !== undefined && { viewOf: answer.viewOf }),
    ...(answer.reads && { reads: answer.reads }),
    ...(answer.shows && { shows: answer.shows }),
    ...(answer.listsPosts && { listsPosts: true }),
    size: sizeOf(ready),
    keep: answer.keep !== false,
  };
}

/** The bytes a page holds, its compressed copies included. */
const sizeOf = (ready: ReadyBytes) =>
  ready.body.length + (ready.br?.length ?? 0) + (ready.gzip?.length ?? 0);
