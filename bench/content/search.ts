// Blog search at size: N posts a language (fa, en, ar) of ordinary airline words in a fresh
// SQLite database, then p50/p99 of one blog list with a search (its count and first page
// of 9, as the API answers it, with no answer cache in front) through the trigram index,
// beside the same list found by reading every post's text with LIKE.
//   npm run bench:search [-- --posts 10000] [-- --runs 40]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../../server/src/db/database';
import type { Db } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { listPosts } from '../../server/src/modules/blog/list-posts';
import {
  likePattern,
  postSearchText,
  searchWords,
} from '../../server/src/modules/blog/search-text';
import { LANGUAGES, postTexts } from './generate-posts';
import type { Lang } from './generate-posts';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '40' },
    keep: { type: 'string' },
  },
});
const POSTS = Number(values.posts);
const RUNS = Number(values.runs);
const PAGE = 9;

const SEARCHES: Record<Lang, string[]> = {
  fa: ['پرواز', 'كيش', 'یزد', 'چابهار', 'ارومیه بلیت', 'زنجان‌آباد', 'به', 'ناموجود'],
  en: ['flight', 'KISH', 'yazd', 'chabahar', 'urmia ticket', 'zanjanabad', 'ab', 'nowhere'],
  ar: ['رحلة', 'كيش', 'يزد', 'تشابهار', 'أرومية تذكرة', 'زنجان', 'في', 'غيرموجود'],
};

async function insertPosts(db: Db, lang: Lang): Promise<void> {
  const rows = Array.from(postTexts(lang, POSTS), (text, i) => {
    const created = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString();
    return {
      id: i + 1,
      lang,
      ...text,
      created_at: created,
      updated_at: created,
      is_featured: 0,
      banner: JSON.stringify({ desktop_banner: '', phone_banner: '' }),
      gallery: '[]',
      search_text: postSearchText(`${text.title} ${text.short_description} ${text.body}`),
    };
  });
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 200) {
      await trx
        .insertInto('blog_posts')
        .values(rows.slice(start, start + 200))
        .execute();
    }
  });
}

/** The list as it was found before the index: every word's LIKE over every post. */
async function scannedList(db: Db, lang: string, search: string) {
  let filtered = db.selectFrom('blog_posts').where('lang', '=', lang);
  for (const word of searchWords(search)) {
    filtered = filtered.where(sql<boolean>`search_text like ${likePattern(word)} escape '\\'`);
  }
  const { count } = await filtered
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await filtered
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE)
    .execute();
  return { count: Number(count), ids: rows.map((row) => row.id) };
}

async function indexedList(db: Db, lang: string, search: string) {
  const { count, results } = await listPosts(db, lang, { search, limit: PAGE, offset: 0 });
  return { count, ids: results.map((post) => post.id) };
}

async function timings(run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99) };
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-bench-search-'));
  const file = path.join(dir, 'bench.sqlite');
  const db = openDatabase({ kind: 'sqlite', file });
  let mismatches = 0;
  try {
    await migrateToLatest(db);
    const started = performance.now();
    for (const lang of LANGUAGES) await insertPosts(db, lang);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const megabytes = (fs.statSync(file).size + walSize(file)) / 1024 / 1024;
    console.log(
      `${POSTS} posts a language, 3 languages: written with the index in ${seconds} s, ` +
        `database ${megabytes.toFixed(0)} MB (${await sizes(db)}); ` +
        `${RUNS} runs a search (count and first ${PAGE})`,
    );
    console.log(
      `${'lang'.padEnd(5)}${'search'.padEnd(16)}${'posts'.padStart(7)}` +
        `${'scan p50'.padStart(11)}${'scan p99'.padStart(11)}` +
        `${'index p50'.padStart(11)}${'index p99'.padStart(11)}`,
    );
    for (const lang of Object.keys(SEARCHES) as Lang[]) {
      for (const search of SEARCHES[lang]) {
        const scanned = await scannedList(db, lang, search);
        const indexed = await indexedList(db, lang, search);
        if (JSON.stringify(scanned) !== JSON.stringify(indexed)) {
          mismatches += 1;
          console.error(`different answers for ${lang} «${search}»`, scanned, indexed);
        }
        const scan = await timings(() => scannedList(db, lang, search));
        const index = await timings(() => indexedList(db, lang, search));
        console.log(
          `${lang.padEnd(5)}${search.padEnd(16)}${String(indexed.count).padStart(7)}` +
            `${ms(scan.p50)} ${ms(scan.p99)} ${ms(index.p50)} ${ms(index.p99)}`,
        );
      }
    }
  } finally {
    await db.destroy();
    if (values.keep) fs.copyFileSync(file, values.keep);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (mismatches > 0) process.exitCode = 1;
}

/** The posts' and the trigram index's share of the file, where SQLite can tell (dbstat). */
async function sizes(db: Db): Promise<string> {
  try {
    const { rows } = await sql<{ fts: number; posts: number }>`
      select sum(case when name like 'blog_posts_fts%' then pgsize end) / 1048576.0 as fts,
             sum(case when name = 'blog_posts' then pgsize end) / 1048576.0 as posts
      from dbstat`.execute(db);
    const { fts, posts } = rows[0]!;
    return `posts ${posts.toFixed(0)} MB, index ${fts.toFixed(0)} MB`;
  } catch {
    return 'sizes unknown';
  }
}

function walSize(file: string): number {
  return fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0;
}

await main();
