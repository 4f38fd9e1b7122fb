// Blog search through the indexes answers exactly what reading every post's folded
// text answers: the same posts, in the same order, with the same counts, in Persian,
// Arabic and English, on SQLite and on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { insertLanguages } from '@tests/support/languages';
import { openDatabase } from '../../db/database';
import type { Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { insertPosts } from './fixtures';
import type { PostFixture } from './fixtures';
import { listPosts } from './list-posts';
import { likePattern, normalizeForSearch, searchWords } from './search-text';

const onPostgres = process.env.PARVAZ_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + (n % 28), 8, n)).toISOString();

type Lang = 'fa' | 'en' | 'ar';
const texts: Record<Lang, [title: string, body: string][]> = {
  fa: [
    ['سفر به كيش در سال ۱۴۰۴', '<p>پروازهای <strong>کیش</strong> هر روز</p>'],
    ['می‌خواهم به مشهد بروم', 'بلیت رفت‌وبرگشت مشهد با ۲۵٪ تخفیف'],
    ['100% on_time flights', 'پرواز به‌موقع در ۹۸ درصد روزها'],
    ['مُسافِرانِ عزیز خوش آمدید', 'آسمان آبی و خانۀ ما'],
    ['راهنمای بار: چمدان و کیف دستی', 'حداکثر ۲۳ کیلوگرم، مسیر C:\\bar\\ یا a\\b'],
    ['فرودگاه امام خمینی', 'ترمینال ۱ و ۲؛ x_y و 50%off'],
    ['پرواز تهران به دبي', 'قیمت از ١٢٠٠٠٠٠ تومان'],
    ['یک کلمه', 'ب'],
    ['کیش و قشم', 'جزیره‌های خلیج فارس'],
    ['مکه و مدینه', 'سفر حج ۱۴۰۴'],
  ],
  en: [
    ['Welcome aboard Parvaz', 'We fly to Kish Island every day'],
    ['On-time 100% of flights', 'snake_case_words and 100 percent'],
    ['Baggage rules: 23 kg', 'Carry-on a b c, path C:\\bar\\'],
    ['Straße to the École', 'ÉCOLE ﬁnance (a ligature) and Ｆｕｌｌ width'],
    ['Kish Island in 2026', 'Dubai, Mashhad and Kish'],
    ['A', 'x'],
    ['Prices from 1,200,000', 'fares 50%off and x_y'],
  ],
  ar: [
    ['رحلات إلى دبي ٢٠٢٦', 'رحلة يومية إلى دبي'],
    ['مكة المكرمة', 'العمرة في رمضان ١٤٤٧'],
    ['الأمتعة المسموح بها ٢٣ كغ', 'حقيبة يد واحدة'],
    ['تذكرة ذهاب وعودة', 'خصم ٢٥٪ على تذكرة العودة'],
    ['طيرانٌ مُريحٌ', 'مقاعد واسعة ومريحة'],
    ['كيش', 'جزيرة كيش الإيرانية'],
  ],
};

const posts: PostFixture[] = (Object.entries(texts) as [Lang, [string, string][]][]).flatMap(
  ([lang, list]) =>
    list.map(([title, body], i) => ({
      id: i + 1,
      lang,
      title,
      body,
      // Two posts a language share a creation time, so the id decides their order.
      created_at: day(i === 1 ? 0 : i),
      visited: (i * 7) % 5,
    })),
);

const searches = [
  ...['كيش', 'کیش', 'KISH', 'kish', 'کیش 1404', '1404', '١٤٠٤', '۱۴۰۴', 'پروازهای کیش'],
  ...['می‌خواهم', 'میخواهم', 'می خواهم', 'رفت‌وبرگشت', 'رفت', 'جزیرههای', 'جزیره‌های'],
  ...['به', 'ب', 'ما', 'a', 'ab', 'x', 'c:', '23', '۲۳', '٢٣', '23 kg', '25', '۲۵٪'],
  ...['%', '100%', '0%', '%off', '50%off', '_', 'on_t', 'on_time', 'x_y', 'x_', '_y'],
  ...['snake_case', '\\', 'a\\b', 'c:\\bar\\', 'bar\\', '\\b'],
  ...['مُسافِران', 'مسافران', 'ابی', 'آبی', 'خانه', 'خانۀ', 'دبي', 'دبی', 'مكة', 'مکه'],
  ...['طيران', 'مريح', 'الامتعة', 'الأمتعة', 'عودة', 'عوده', 'ة', 'ي'],
  ...['welcome PARVAZ', 'straße', 'école', 'finance', 'full', '1,200', 'zzz', 'پرواز zzz'],
];

/** What a scan answers: every word's exact LIKE, as search was before it had an index. */
async function scannedIds(db: Db, lang: string, search: string): Promise<number[]> {
  let query = db.selectFrom('blog_posts').select('id').where('lang', '=', lang);
  for (const word of searchWords(search)) {
    query = query.where(sql<boolean>`search_text like ${likePattern(word)} escape '\\'`);
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => row.id);
}

/**
 * What the words mean, read by hand: folded text holding every folded word, a word of 1 or 2
 * characters as a word of its own (between spaces or at an end).
 */
function expectedIds(lang: string, search: string): number[] {
  const words = normalizeForSearch(search).split(' ').filter(Boolean);
  return posts
    .filter((post) => post.lang === lang)
    .filter((post) => {
      const text = normalizeForSearch(`${post.title} ${post.title} in short ${post.body}`);
      const textWords = text.split(' ');
      return words.every((word) =>
        [...word].length < 3 ? textWords.includes(word) : text.includes(word),
      );
    })
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map((post) => post.id);
}

const idsOf = (results: { id: number }[]) => results.map((post) => post.id);

describe('blog search through the index', () => {
  let t: TestApp;
  const list = async (lang: string, params: Record<string, string>) => {
    const query = new URLSearchParams({ ...params, lang });
    const answer = await t.app.inject(`/cms/content/v1/Blog/?${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { count: number; results: { id: number }[] };
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await insertLanguages(t, ['fa', 'en', 'ar']);
    await insertPosts(t.db, posts);
    await t.app.contentChanged();
  });
  afterAll(() => t.close());

  it('finds the same posts, in the same order, as a scan and as the words mean', async () => {
    for (const lang of ['fa', 'en', 'ar']) {
      for (const search of searches) {
        const expected = expectedIds(lang, search);
        const found = await list(lang, { search, limit: '100' });
        expect(idsOf(found.results), `${lang} «${search}»`).toEqual(expected);
        expect(found.count, `${lang} «${search}»`).toBe(expected.length);
        expect(await scannedIds(t.db, lang, search), `${lang} «${search}»`).toEqual(expected);
      }
    }
    // The set is not trivial: most searches find something, some find nothing.
    const hits = searches.filter((search) => expectedIds('fa', search).length > 0);
    expect(hits.length).toBeGreaterThan(searches.length / 2);
    expect(hits.length).toBeLessThan(searches.length);
  });

  it('finds a word of 1 or 2 characters only as a word of its own, punctuation aside', async () => {
    // «(a ligature)», «Carry-on a b c» and «A» hold the word; «aboard», «Baggage» do not.
    expect(idsOf((await list('en', { search: 'a' })).results)).toEqual([6, 4, 3]);
    expect(idsOf((await list('en', { search: 'A b' })).results)).toEqual([3]);
    // «100%» is the word 100, and «C:\bar\» the words c and bar.
    expect(idsOf((await list('en', { search: 'c' })).results)).toEqual([3]);
    expect(idsOf((await list('en', { search: '100' })).results)).toEqual([2]);
    // A search of punctuation alone holds no word, so it lists every post.
    expect((await list('en', { search: '%_' })).count).toBe(texts.en.length);
  });

  it('pages and orders a search like any other list', async () => {
    for (const ordering of ['title', '-title', 'visited', '-visited', 'created_at']) {
      const whole = await list('fa', { search: 'پرواز', ordering, limit: '100' });
      expect(whole.count).toBe(expectedIds('fa', 'پرواز').length);
      const pages = [];
      for (let offset = 0; offset < whole.count; offset += 2) {
        const page = await list('fa', {
          search: 'پرواز',
          ordering,
          limit: '2',
          offset: `${offset}`,
        });
        expect(page.count).toBe(whole.count);
        pages.push(...idsOf(page.results));
      }
      expect(pages, ordering).toEqual(idsOf(whole.results));
    }
  });

  it('agrees with a scan for any mix of letters, digits, spaces and wildcards', async () => {
    const pieces = [
      ...['کیش', 'كيش', 'پرواز', 'ی', 'ک', 'به', 'مشهد', '‌', ' ', 'ـ', 'ٌ', 'ة', 'ۀ', 'آ'],
      ...['%', '_', '\\', '1', '۴', '٢', '0', 'on', 'time', 'KI', 'sh', 'a', 'x', 'off', ':'],
      // What FTS5's query language would read as syntax, were it not quoted.
      ...['"', '*', '^', '(', ')', '-', 'OR', 'NEAR', '{', '}', '+'],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('fa', 'en', 'ar'),
        fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 6 }),
        async (lang, parts) => {
          const search = parts.join('');
          const found = await listPosts(t.db, lang, { search, offset: 0 });
          expect(idsOf(found.results)).toEqual(await scannedIds(t.db, lang, search));
          expect(found.count).toBe(found.results.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  describe.runIf(onPostgres)('on PostgreSQL', () => {
    let dataDir: string;
    let sqlite: Db;

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-search-'));
      sqlite = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'search.sqlite') });
      await migrateToLatest(sqlite);
      await insertPosts(sqlite, posts);
    });
    afterAll(async () => {
      await sqlite.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers every search with the same posts and counts as SQLite', async () => {
      for (const lang of ['fa', 'en', 'ar']) {
        for (const search of searches) {
          for (const ordering of ['-created_at', 'title'] as const) {
            const query = { search, ordering, offset: 0 };
            const [pg, lite] = await Promise.all([
              listPosts(t.db, lang, query),
              listPosts(sqlite, lang, query),
            ]);
            expect(idsOf(pg.results), `${lang} «${search}» ${ordering}`).toEqual(
              idsOf(lite.results),
            );
            expect(pg.count).toBe(lite.count);
          }
        }
      }
    });
  });
});
