// The blog's RSS 2.0 feed in one language: the newest posts with title, link, summary and
// date. Linked from every page's head; `/feed.xml` for Persian, `/en/feed.xml` and so on.
import { XMLBuilder } from 'fast-xml-parser';
import type { BlogListItem } from '../../../contract/blog';
import type { Company } from '../../../contract/company';
import { withLanguage } from '../../../contract/site-addresses';
import { idSlug } from '../../../contract/slug';
import { absoluteUrl } from './absolute-url';

export const FEED_SIZE = 20;
export const feedPath = (lang: string) => withLanguage(lang, '/feed.xml');

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
});

interface FeedInput {
  origin: string;
  lang: string;
  company: Company | undefined;
  blogTitle: string | undefined;
  posts: BlogListItem[];
}

export function renderFeed({ origin, lang, company, blogTitle, posts }: FeedInput): string {
  const title = [blogTitle, company?.name].filter(Boolean).join(' | ');
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        title,
        link: absoluteUrl(origin, withLanguage(lang, '/blog-list')),
        description: company?.description ?? title,
        language: lang,
        'atom:link': {
          '@_href': absoluteUrl(origin, feedPath(lang)),
          '@_rel': 'self',
          '@_type': 'application/rss+xml',
        },
        ...(posts[0] && { lastBuildDate: new Date(posts[0].created_at).toUTCString() }),
        item: posts.map((post) => {
          const link = absoluteUrl(
            origin,
            withLanguage(lang, `/blog-list/${idSlug(post.id, post.title)}`),
          );
          return {
            title: post.title,
            link,
            guid: { '#text': link, '@_isPermaLink': 'true' },
            description: post.short_description,
            pubDate: new Date(post.created_at).toUTCString(),
            category: post.group.map((group) => group.title),
          };
        }),
      },
    },
  }) as string;
}
