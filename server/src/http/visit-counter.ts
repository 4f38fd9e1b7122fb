// Counts visits in memory and writes them in one transaction every few seconds, so a
// read stays a read and prepared answers are refreshed at most once per flush.
import { sql } from 'kysely';
import type { Db } from '../db/database';

type CountedTable = 'blog_posts' | 'media_items' | 'portfolio_items';

export class VisitCounter {
  private counts = new Map<string, number>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly onFlushed: () => void,
  ) {}

  record(table: CountedTable, id: number, lang: string): void {
    const key = `${table}\u0000${id}\u0000${lang}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  async flush(): Promise<void> {
    if (this.counts.size === 0) return;
    const batch = this.counts;
    this.counts = new Map();
    await this.db.transaction().execute(async (trx) => {
      for (const [key, count] of batch) {
        const [table, id, lang] = key.split('\u0000') as [CountedTable, string, string];
        await trx
          .updateTable(table)
          .set({ visited: sql`visited + ${count}` })
          .where('id', '=', Number(id))
          .where('lang', '=', lang)
          .execute();
      }
    });
    this.onFlushed();
  }
}
