// How many posts each blog list keeps, kept per content version. Every page of a list is an
// address of its own, prepared on its own, and each summed the same count again: at 100,000
// posts a language that took 6–12 ms a page on PostgreSQL. Visits do not change a count, so
// only a content change forgets them.
import { ReadyStore } from '../../http/ready-store';
import type { BlogListQuery } from '@contract/blog';
import type { ListCount } from './list-posts';
import { searchWords } from './search-text';

/** Lists counted at most: a list's count is a few bytes, its key the filters asked for. */
const MAX_LISTS = 5000;

export class ListCounts {
  private readonly store = new ReadyStore<ListCount>({ maxEntries: MAX_LISTS });

  /** Forgets every count; called whenever stored content changes. */
  invalidate(): void {
    this.store.invalidate();
  }

  /** The count of the list `query` asks for in `lang`, counted by `count` when not held. */
  async get(lang: string, query: BlogListQuery, count: () => Promise<ListCount>) {
    return (await this.store.get(keyOf(lang, query), count)).value;
  }
}

/** What a count depends on: the filters, not the order or the page. */
function keyOf(lang: string, query: BlogListQuery): string {
  const { group, tags, is_featured, title, exclude } = query;
  return JSON.stringify([
    lang,
    searchWords(query.search),
    group,
    tags,
    is_featured,
    title?.trim(),
    exclude,
  ]);
}
