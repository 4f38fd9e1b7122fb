// What a change of one post forgets, instead of every prepared answer and page: the
// answers and pages that show it, and those whose content it may change (the language's
// newest-first lists when a language is first published or withdrawn, the related lists
// of posts that share its labels when it enters or leaves them). Pages that only show
// other posts stay: with 100,000 posts a language, most cached pages are other posts'.
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import { API_PREFIX, READS } from '@contract/api-routes';

export interface PostChange {
  kind: 'post';
  id: number;
  /** The languages whose published rows changed. */
  languages: string[];
  /** A language published for the first time or withdrawn: lists' order and counts move. */
  listsMove: boolean;
  /** Posts sharing a group or tag with the post, before or after (their related lists). */
  labelSharers: Set<number>;
}

/** An API read's path as compared here: under the prefix, without a trailing slash. */
const readPath = (route: string) => `${API_PREFIX}${route}`.replace(/\/$/, '');
const BLOG = readPath(READS.posts.route);
const TAGS = readPath(READS.tags.route);
const GROUPS = readPath(READS.groups.route);

/** The post ids an answer of the blog API shows (a list, a post, related posts). */
export function postIdsIn(answer: unknown): number[] {
  const items = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object' && 'results' in answer
      ? (answer as { results: unknown[] }).results
      : [answer];
  return items.flatMap((item) =>
    item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'number'
      ? [(item as { id: number }).id]
      : [],
  );
}

interface ReadAddress {
  path: string;
  lang: string;
  query: URLSearchParams;
}

function readAddress(url: string): ReadAddress {
  const [path = '', search = ''] = url.split('?');
  const query = new URLSearchParams(search);
  return { path: path.replace(/\/$/, ''), lang: query.get('lang') || DEFAULT_LANGUAGE, query };
}

/**
 * Whether an API read at `url` may show something else after the change. `shows` tells
 * the post ids the answer held (when known); without it the read counts as showing the post.
 */
export function readIsStale(change: PostChange, url: string, shows?: () => number[]): boolean {
  const { path, lang, query } = readAddress(url);
  if (!change.languages.includes(lang)) return false;
  if (path === TAGS || path === GROUPS) return change.listsMove;
  if (!path.startsWith(BLOG)) return false;
  const rest = path.slice(BLOG.length);
  const containsPost = () => (shows ? shows().includes(change.id) : true);
  if (rest === '') {
    // A most-read list takes a new post (no visits yet) only at its end, and is prepared
    // again at every flush of counted visits; other lists move when a language comes or goes.
    const byVisits = query.get('ordering') === '-visited';
    return (change.listsMove && !byVisits) || containsPost();
  }
  const [, postId, related] = /^\/(\d+)(\/related)?$/.exec(rest) ?? [];
  if (postId === undefined) return false;
  if (Number(postId) === change.id) return true;
  return related !== undefined && (change.labelSharers.has(Number(postId)) || containsPost());
}

/** A post's pages in every language, whatever their slug: `/[lang/]blog-list/<id>[-slug]`. */
export function isPostPage(change: PostChange, pageUrl: string): boolean {
  const { pathname } = new URL(pageUrl);
  return new RegExp(`^(/[a-z]{2,3})?/blog-list/${change.id}(-[^/]*)?/?$`).test(pathname);
}
