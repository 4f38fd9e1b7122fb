// The sitemap index and the files it names (see sitemap-plan.ts for where they are cut),
// planned once per content version and origin; the plan is a few lines per file, whatever
// the number of posts. What the posts' files are cut from is read once per content version
// for every origin (on SQLite in a thread of its own, see db/long-reads.ts), and at start
// with the plan for the service's own origin (`prepare`), so a crawler's first request
// after a start waits neither for a read of every post nor for the cuts. Plans and what
// they are cut from are kept as the service's other prepared values are (ready-store.ts),
// following the pages' content version.
import type { Db } from '../db/database';
import { readsThrough } from '../db/long-reads';
import type { LongReads } from '../db/long-reads';
import { ReadyStore } from '../http/ready-store';
import { listActiveLanguages } from '../modules/languages/queries';
import { renderSitemapIndex } from './sitemap';
import {
  SITEMAP_LIMITS,
  digestOf,
  planFiles,
  sectionGroups,
  sitemapFilePath,
  writeFile,
} from './sitemap-plan';
import type { SitemapFile, SitemapLimits } from './sitemap-plan';
import { readPostMeasures } from './sitemap-post-cuts';
import type { PostMeasures } from './sitemap-post-cuts';

/** What every origin's plan is cut from. */
interface SitemapFacts {
  languages: string[];
  posts: PostMeasures;
}

interface SitemapPlan {
  languages: string[];
  files: SitemapFile[];
  /** Each file's digest, by path, once a request has asked for the file. */
  digests: Map<string, Promise<string>>;
}

/** Origins whose plans are kept (the configured one, or a few loopback names). */
const MAX_ORIGINS = 8;

export class Sitemaps {
  private readonly plans: ReadyStore<SitemapPlan>;
  private readonly facts: ReadyStore<SitemapFacts>;

  constructor(
    private readonly db: Db,
    /** The content version (moves on at every content change). */
    contentVersion: () => number,
    private readonly limits: SitemapLimits = SITEMAP_LIMITS,
    /** Where every post's measures are read. */
    private readonly reads: LongReads = readsThrough(db),
  ) {
    // A plan or facts that failed (the database was away) are made again at the next request.
    this.plans = new ReadyStore({ maxEntries: MAX_ORIGINS }, { follows: contentVersion });
    this.facts = new ReadyStore({ maxEntries: 1 }, { follows: contentVersion });
  }

  /** Reads what the plans are cut from, for the content as it is now, and plans `origin`. */
  async prepare(origin: string): Promise<void> {
    await this.plan(origin);
  }

  /** The index: every file's address and last change. */
  async index(origin: string): Promise<string> {
    const { files } = await this.plan(origin);
    return renderSitemapIndex(
      origin,
      files.map((file) => ({ path: sitemapFilePath(file), lastmod: file.lastmod })),
    );
  }

  /** The file named `name` (`posts-2.xml`), in parts as they are written; undefined if none. */
  async file(
    origin: string,
    name: string,
  ): Promise<{ tag: string; parts: AsyncIterable<string> } | undefined> {
    const { languages, files, digests } = await this.plan(origin);
    const path = `/sitemaps/${name}`;
    const file = files.find((f) => sitemapFilePath(f) === path);
    if (!file) return undefined;
    const range = { afterKey: file.firstKey - 1, lastKey: file.lastKey };
    const groups = () =>
      sectionGroups(this.db, languages, file.section, range, this.limits.batchRows);
    let digest = digests.get(path);
    if (!digest) {
      digest = digestOf(origin, groups());
      digests.set(path, digest);
      // A digest that failed (the database was away) is read again at the next request.
      digest.catch(() => digests.delete(path));
    }
    // Weak: the same tag stands for the file compressed or not.
    return {
      tag: `W/"${await digest}"`,
      parts: writeFile(origin, groups()),
    };
  }

  private async plan(origin: string): Promise<SitemapPlan> {
    const { value } = await this.plans.get(origin, async () => {
      const { languages, posts } = await this.currentFacts();
      const files = await planFiles(this.db, origin, languages, posts, this.limits);
      return { languages, files, digests: new Map() };
    });
    return value;
  }

  private async currentFacts(): Promise<SitemapFacts> {
    const { value } = await this.facts.get('facts', async () => {
      const languages = (await listActiveLanguages(this.db)).map((l) => l.value);
      return { languages, posts: await readPostMeasures(this.reads, this.db, languages) };
    });
    return value;
  }
}
