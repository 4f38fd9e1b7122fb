// The blog's RSS 2.0 feed in one language: the newest posts with title, link, summary and
// date, written by the `feed` library. Linked from every page's head; `/feed.xml` for
// Persian, `/en/feed.xml` and so on.
import { Feed } from 'feed';
import type { BlogListItem } from '@contract/blog';
import type { Company } from '@contract/company';
import { feedPath, withLanguage } from '@contract/site-addresses';
import { absoluteUrl } from '@contract/absolute-url';
import { SITE_PAGES, recordPath } from '@contract/site-pages';

export const FEED_SIZE = 20;

interface FeedInput {
  origin: string;
  lang: string;
  company: Company | undefined;
  blogTitle: string | undefined;
  posts: BlogListItem[];
}

export function renderFeed({ origin, lang, company, blogTitle, posts }: FeedInput): string {
  const title = [blogTitle, company?.name].filter(Boolean).join(' | ');
  const blogLink = absoluteUrl(origin, withLanguage(lang, SITE_PAGES.blogList));
  const feed = new Feed({
    id: blogLink,
    title,
    link: blogLink,
    description: company?.description ?? title,
    language: lang,
    feedLinks: { rss: absoluteUrl(origin, feedPath(lang)) },
    copyright: company?.name ?? title,
    generator: false,
    ...(posts[0] && { updated: new Date(posts[0].created_at) }),
  });
  for (const post of posts) {
    const link = absoluteUrl(origin, withLanguage(lang, recordPath.blogPost(post.id, post.title)));
    feed.addItem({
      title: post.title,
      // Without an id the link is the guid, marked as a permalink.
      link,
      description: post.short_description,
      date: new Date(post.created_at),
      category: post.group.map((group) => ({ name: group.title })),
    });
  }
  return feed.rss2();
}
