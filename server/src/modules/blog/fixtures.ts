// Small, explicit blog fixtures for the blog tests.
import type { Db } from '../../db/database';
import { postSearchText } from './search-text';
import { MEDIA_PREFIX } from '@contract/api-routes';

export interface PostFixture {
  id: number;
  lang?: string;
  title: string;
  short_description?: string;
  body?: string;
  created_at: string;
  visited?: number;
  is_featured?: boolean;
  groups?: number[];
  tags?: number[];
}

export async function insertPosts(db: Db, posts: PostFixture[]): Promise<void> {
  for (const post of posts) {
    const short = post.short_description ?? `${post.title} in short`;
    const body = post.body ?? `<p>${post.title}</p>`;
    await db
      .insertInto('blog_posts')
      .values({
        id: post.id,
        lang: post.lang ?? 'fa',
        title: post.title,
        short_description: short,
        body,
        created_at: post.created_at,
        updated_at: post.created_at,
        is_featured: post.is_featured ? 1 : 0,
        banner: JSON.stringify({
          desktop_banner: `${MEDIA_PREFIX}blog-${post.id}.webp`,
          phone_banner: '',
        }),
        gallery: JSON.stringify([]),
        search_text: postSearchText(`${post.title} ${short} ${body}`),
      })
      .execute();
    // The post's row of visits is made with it (migration 0017).
    if (post.visited) {
      await db
        .updateTable('blog_post_visits')
        .set({ visited: post.visited })
        .where('post_id', '=', post.id)
        .where('lang', '=', post.lang ?? 'fa')
        .execute();
    }
  }
  const groupLinks = posts.flatMap((p) =>
    (p.groups ?? []).map((g) => ({ post_id: p.id, group_id: g })),
  );
  const tagLinks = posts.flatMap((p) => (p.tags ?? []).map((t) => ({ post_id: p.id, tag_id: t })));
  const unique = <T>(rows: T[]) => [...new Map(rows.map((r) => [JSON.stringify(r), r])).values()];
  if (groupLinks.length)
    await db.insertInto('blog_post_groups').values(unique(groupLinks)).execute();
  if (tagLinks.length) await db.insertInto('blog_post_tags').values(unique(tagLinks)).execute();
}

export async function insertLabels(db: Db, lang: string): Promise<void> {
  await db
    .insertInto('blog_groups')
    .values([1, 2, 3].map((id) => ({ id, lang, title: `${lang}-group-${id}` })))
    .execute();
  await db
    .insertInto('blog_tags')
    .values([1, 2, 3, 4].map((id) => ({ id, lang, title: `${lang}-tag-${id}` })))
    .execute();
}
