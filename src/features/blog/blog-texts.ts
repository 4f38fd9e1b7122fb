// The blog screens' texts come from the blog page content (section text keys), with the
// spec's Persian search placeholder when the content leaves it empty.
import type { Page } from '@contract/pages';

export const BLOG_TEXT_KEYS = [
  'search-in-blog',
  'filters',
  'most-visited-blogs',
  'category',
  'most-visited-tags',
  'follow-us',
  'apply-filters',
  'related-blogs-title',
  'read-more',
] as const;
export type BlogTextKey = (typeof BLOG_TEXT_KEYS)[number];

const FALLBACKS: Partial<Record<BlogTextKey, string>> = { 'search-in-blog': 'جستجو در وبلاگ...' };

export function blogTexts(page: Page | null | undefined): Record<BlogTextKey, string> {
  const components = page?.sections.flatMap((section) => section.components) ?? [];
  return Object.fromEntries(
    BLOG_TEXT_KEYS.map((key) => [
      key,
      components.find((c) => c.value === key)?.text || FALLBACKS[key] || '',
    ]),
  ) as Record<BlogTextKey, string>;
}
