// blog.json, and blog-posts.jsonl for a large blog, read back from the blog's rows: groups
// and tags, then the posts a page at a time in the order of their ids, so that a blog of any
// size is dumped in bounded memory. blog.json takes the first POSTS_IN_BLOG_FILE posts
// (content:load holds that file whole), the file of more posts a line each of the rest.
import type { Selectable } from 'kysely';
import { bannerPair } from '@contract/common';
import { blogPost } from '@contract/blog';
import { readJsonColumn } from '../db/read-json-column';
import type { BlogPostsTable } from '../db/schema';
import * as files from './content-files';
import type { BlogPostEntry } from './content-files';
import type { ContentFolder, LinesFile } from './content-folder';
import { byItem, creationTime } from './item-rows';
import type { DumpContext, ItemRows } from './item-rows';
import { nameOf, pairName, phoneBanner } from './media-names';
import { MORE_POSTS_FILE } from './read-content';

export const POSTS_IN_BLOG_FILE = 1_000;
/** Posts read at a time, each in every language it is written in. */
const PAGE = 500;

export async function dumpBlog(context: DumpContext, folder: ContentFolder): Promise<void> {
  const [groups, tags] = [await labels(context, 'blog_groups'), await labels(context, 'blog_tags')];
  const posts: BlogPostEntry[] = [];
  let more: LinesFile<BlogPostEntry> | undefined;
  try {
    for await (const page of pagesOfPosts(context))
      for (const post of page) {
        if (posts.length < POSTS_IN_BLOG_FILE) posts.push(post);
        else (more ??= folder.lines(MORE_POSTS_FILE, files.blogPostEntry, 'posts')).write(post);
      }
  } finally {
    more?.close();
  }
  folder.json('blog.json', files.blogFile, { groups, tags, posts }, posts.length, 'posts');
}

async function labels(context: DumpContext, table: 'blog_groups' | 'blog_tags') {
  const rows = await context.db.selectFrom(table).select(['id', 'lang', 'title']).execute();
  return byItem(context, 'blog.json', rows, (row) => row.id).map((label) => ({
    id: label.first.id,
    title: label.naming((row) => row.title),
  }));
}

async function* pagesOfPosts(context: DumpContext): AsyncGenerator<BlogPostEntry[]> {
  const { db } = context;
  for (let after = 0; ;) {
    const ids = (
      await db
        .selectFrom('blog_posts')
        .select('id')
        .distinct()
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE)
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) return;
    after = ids.at(-1)!;
    const [rows, groups, tags] = await Promise.all([
      db
        .selectFrom('blog_posts')
        .leftJoin('blog_post_visits', (join) =>
          join
            .onRef('blog_post_visits.post_id', '=', 'blog_posts.id')
            .onRef('blog_post_visits.lang', '=', 'blog_posts.lang'),
        )
        .selectAll('blog_posts')
        .select('blog_post_visits.visited')
        .where('blog_posts.id', 'in', ids)
        .execute(),
      db
        .selectFrom('blog_post_groups')
        .select(['post_id', 'group_id as label'])
        .where('post_id', 'in', ids)
        .orderBy('label')
        .execute(),
      db
        .selectFrom('blog_post_tags')
        .select(['post_id', 'tag_id as label'])
        .where('post_id', 'in', ids)
        .orderBy('label')
        .execute(),
    ]).then(([posts, groups, tags]) => [posts, byPost(groups), byPost(tags)] as const);
    yield byItem(context, 'blog.json', rows, (row) => row.id).map((post) =>
      postEntry(post, groups.get(post.first.id) ?? [], tags.get(post.first.id) ?? []),
    );
  }
}

/** Each post's groups or tags. */
function byPost(links: { post_id: number; label: number }[]): Map<number, number[]> {
  const labels = new Map<number, number[]>();
  for (const { post_id, label } of links)
    labels.set(post_id, [...(labels.get(post_id) ?? []), label]);
  return labels;
}

type PostRow = Selectable<BlogPostsTable> & { visited: number | string | null };

function postEntry(post: ItemRows<PostRow>, groups: number[], tags: number[]): BlogPostEntry {
  const banner = post.shared('banner', (row) =>
    readJsonColumn(bannerPair, row.banner, 'blog_posts.banner'),
  );
  const gallery = post.parts('gallery pictures', (row) =>
    readJsonColumn(blogPost.shape.gallery, row.gallery, 'blog_posts.gallery'),
  );
  return {
    id: post.first.id,
    created_at: creationTime(post),
    visited: post.shared('visits', (row) => Number(row.visited ?? 0)),
    featured: post.shared('featured flag', (row) => row.is_featured === 1),
    banner: pairName(
      post,
      'banner',
      { desktop: banner.desktop_banner, phone: banner.phone_banner },
      phoneBanner,
    ),
    gallery: gallery.map((picture) => ({
      photo: nameOf(
        post,
        'gallery picture',
        picture.shared('gallery picture', (p) => p.photo_file),
      ),
      title: picture.text((p) => p.title),
    })),
    groups,
    tags,
    title: post.naming((row) => row.title),
    short: post.text((row) => row.short_description),
    body: post.text((row) => row.body),
  };
}
