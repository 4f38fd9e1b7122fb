// Related posts: the newest posts of a language that share a group or a tag with one post.
// Read in one of two ways, chosen by how many links the post's labels have, so that neither
// reads every link of a large label nor every post of the language for a small one:
// - few links (fewer than `directReadLinks`): the linked posts are read by their ids, and
//   only they are ordered;
// - many links: the language's posts are walked newest first along the creation index, each
//   asked whether it has one of the labels (an index probe), until the page is full. With at
//   least `directReadLinks` links, the walk meets a linked post every few posts.
// Before, one query did both at once: PostgreSQL hashed every link of the labels for it,
// 55,699 for the largest group at 100,000 posts a language (26-67 ms). The walk alone did
// the same there until its `exists` was kept a probe (hasAnyLink's `askedPerPost`): 40-55 ms
// for the hash, under 1 ms for the probes.
import { PostgresAdapter } from 'kysely';
import type { BlogListItem } from '@contract/blog';
import type { Db } from '../../db/database';
import { LIST_COLUMNS, hasAnyLink, withLabels } from './queries';

const RELATED_LIMIT = 8;

/** Links of the post's labels under which their posts are read by id (see above). */
export const DIRECT_READ_LINKS = 1000;

export interface Labels {
  groups: number[];
  tags: number[];
}

async function labelsOf(db: Db, id: number): Promise<Labels> {
  const [groups, tags] = await Promise.all([
    db.selectFrom('blog_post_groups').select('group_id').where('post_id', '=', id).execute(),
    db.selectFrom('blog_post_tags').select('tag_id').where('post_id', '=', id).execute(),
  ]);
  return { groups: groups.map((row) => row.group_id), tags: tags.map((row) => row.tag_id) };
}

/** An id no label has: a post without groups (or tags) still reads as `in (…)`, never `in ()`. */
const NO_LABEL = [-1];

/** The labels as queries read them: each kind never empty (see NO_LABEL). */
function queriedLabels({ groups, tags }: Labels): Labels {
  return { groups: groups.length ? groups : NO_LABEL, tags: tags.length ? tags : NO_LABEL };
}

/** The ids of the posts linked to the labels, once per link (any language). */
function linkedPostIds(db: Db, { groups, tags }: Labels) {
  const byGroup = db
    .selectFrom('blog_post_groups')
    .select('post_id')
    .where('group_id', 'in', groups);
  const byTag = db.selectFrom('blog_post_tags').select('post_id').where('tag_id', 'in', tags);
  return { byGroup, byTag };
}

/** Whether the labels have fewer links than `bound`, counting no further than it. */
async function fewerLinksThan(
  db: Db,
  { byGroup, byTag }: ReturnType<typeof linkedPostIds>,
  bound: number,
): Promise<boolean> {
  const counted = await db
    .selectFrom(byGroup.unionAll(byTag).limit(bound).as('links'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n) < bound;
}

/**
 * The language's posts newest first, other than post `id`, that have one of the labels:
 * each post read is asked for its links (see the top of this file and hasAnyLink).
 */
export function newestLinkedWalk(db: Db, lang: string, id: number, labels: Labels) {
  const perPost = db.getExecutor().adapter instanceof PostgresAdapter;
  return db
    .selectFrom('blog_posts')
    .select(LIST_COLUMNS)
    .where('lang', '=', lang)
    .where('id', '!=', id)
    .where((eb) =>
      eb.or([
        hasAnyLink(eb, 'blog_post_groups', labels.groups, perPost),
        hasAnyLink(eb, 'blog_post_tags', labels.tags, perPost),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RELATED_LIMIT);
}

export async function relatedPosts(
  db: Db,
  lang: string,
  id: number,
  directReadLinks = DIRECT_READ_LINKS,
): Promise<BlogListItem[]> {
  const mine = await labelsOf(db, id);
  if (mine.groups.length === 0 && mine.tags.length === 0) return [];
  const labels = queriedLabels(mine);
  const linked = linkedPostIds(db, labels);

  const rows = (await fewerLinksThan(db, linked, directReadLinks))
    ? // `cross join` is how SQLite is told to read the linked ids first.
      await db
        .selectFrom(linked.byGroup.union(linked.byTag).as('linked'))
        .crossJoin('blog_posts')
        .select(LIST_COLUMNS.map((column) => `blog_posts.${column}` as const))
        .whereRef('blog_posts.id', '=', 'linked.post_id')
        .where('blog_posts.lang', '=', lang)
        .where('blog_posts.id', '!=', id)
        .orderBy('blog_posts.created_at', 'desc')
        .orderBy('blog_posts.id', 'desc')
        .limit(RELATED_LIMIT)
        .execute()
    : await newestLinkedWalk(db, lang, id, labels).execute();
  return withLabels(db, lang, rows);
}
