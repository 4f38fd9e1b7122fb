// What a shared cache in front (Varnish) is told about each answer, so a publish drops only
// what shows the changed item there too, by the same rules the service's own caches follow
// (http/post-change.ts, http/read-change.ts): every answer names, per language, the posts it
// shows (`p:fa:3`), whether it is a list that moves when a post comes or goes (`l:fa`), the
// post whose related posts it lists (`r:fa:3`), a feed (`f:fa`), a custom page's address
// (`c:fa:privacy-policy`) or a fixed page's texts (`s:fa:home-page`); and `all`. A change
// names the tags to drop (cluster/varnish-bans.ts).
import { API_PREFIX, READS } from '@contract/api-routes';
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import type { ContentMessage } from './content-messages';

const route = (path: string) => `${API_PREFIX}${path}`.replace(/\/$/, '');
const BLOG = route(READS.posts.route);
const LABELS = [route(READS.tags.route), route(READS.groups.route)];
const CUSTOM_PAGE = route(READS.customPages.route);
const PAGES = route(READS.pages.route);

/** An address or a policy in a tag: encoded, so a tag holds no space and no regex. */
const part = (text: string) => encodeURIComponent(text);

/** The tags of an API answer at `url`; a blog answer's `shown` are the posts it showed. */
export function readTags(url: string, shown: readonly number[]): string[] {
  const [rawPath = '', search = ''] = url.split('?');
  const path = rawPath.replace(/\/$/, '');
  const query = new URLSearchParams(search);
  const lang = query.get('lang') || DEFAULT_LANGUAGE;
  const tags = new Set<string>(['all']);
  // Only the blog's answers show posts (other lists' items have ids of their own).
  if (path === BLOG || path.startsWith(`${BLOG}/`))
    for (const id of shown) tags.add(`p:${lang}:${id}`);
  if (LABELS.includes(path)) tags.add(`l:${lang}`);
  else if (path === BLOG) {
    // A most-read list takes a new post only at its end, and is prepared again after visits.
    if (query.get('ordering') !== '-visited') tags.add(`l:${lang}`);
  } else if (path.startsWith(`${BLOG}/`)) {
    const [, id, related] = /^\/(\d+)(\/related)?$/.exec(path.slice(BLOG.length)) ?? [];
    if (id !== undefined) tags.add(related ? `r:${lang}:${id}` : `p:${lang}:${id}`);
  } else if (path === CUSTOM_PAGE) {
    const wanted = (query.get('path') ?? '').trim().replace(/^\/+|\/+$/g, '');
    tags.add(`c:${lang}:${part(wanted)}`);
  } else if (path === PAGES) {
    tags.add(`s:${lang}:${part(query.get('page_policy__value') ?? '')}`);
  }
  return [...tags];
}

/** The tags of a rendered page: those of every answer it read, the posts it showed. */
export function pageTags(page: {
  language: string;
  reads?: readonly string[];
  shows?: readonly number[];
  listsPosts?: boolean;
}): string[] {
  const shows = page.shows ?? [];
  const tags = new Set<string>(['all', ...shows.map((id) => `p:${page.language}:${id}`)]);
  for (const read of page.reads ?? []) for (const tag of readTags(read, shows)) tags.add(tag);
  if (page.listsPosts) tags.add(`f:${page.language}`);
  return [...tags];
}

/** The tags a change drops. */
export function changedTags(message: ContentMessage): string[] {
  switch (message.kind) {
    case 'post':
      return message.languages.flatMap((lang) => [
        `p:${lang}:${message.id}`,
        `f:${lang}`,
        ...(message.listsMove ? [`l:${lang}`] : []),
        ...message.labelSharers.map((id) => `r:${lang}:${id}`),
      ]);
    case 'customPage':
      return message.languages.flatMap((lang) =>
        message.paths.map((path) => `c:${lang}:${part(path)}`),
      );
    case 'sections':
      return message.languages.map((lang) => `s:${lang}:${part(message.policy)}`);
    default:
      return ['all'];
  }
}
