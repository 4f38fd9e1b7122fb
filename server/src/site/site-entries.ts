// Every page of the site in every active language, with its address and last change:
// the fixed pages, each post, custom page and job. Grouped by page so each address can
// name its other language versions.
import { withLanguage } from '../../../contract/site-addresses';
import { FIXED_PAGE_POLICIES, SITE_PAGES, recordPath } from '../../../contract/site-pages';
import type { Db } from '../db/database';

export interface SiteEntry {
  lang: string;
  path: string;
  lastmod: string;
}

/** Each fixed page's address and the content record whose change is its last change. */
const FIXED_PAGES = Object.entries(FIXED_PAGE_POLICIES).map(
  ([name, policy]) => [SITE_PAGES[name as keyof typeof FIXED_PAGE_POLICIES], policy] as const,
);

export async function listSiteEntries(db: Db, languages: string[]): Promise<SiteEntry[][]> {
  const groups = new Map<string, SiteEntry[]>();
  const add = (key: string, lang: string, path: string, lastmod: string) => {
    const group = groups.get(key) ?? [];
    group.push({ lang, path: withLanguage(lang, path), lastmod });
    groups.set(key, group);
  };

  const [pages, posts, customPages, forms] = await Promise.all([
    db.selectFrom('pages').select(['policy', 'lang', 'updated_at']).execute(),
    db
      .selectFrom('blog_posts')
      .select(['id', 'lang', 'title', 'updated_at'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('custom_pages')
      .select(['id', 'lang', 'path', 'updated_at'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('custom_forms')
      .select(['id', 'lang', 'title', 'updated_at'])
      .orderBy('id')
      .execute(),
  ]);
  const active = (lang: string) => languages.includes(lang);

  for (const lang of languages) {
    for (const [path, policy] of FIXED_PAGES) {
      const page = pages.find((p) => p.policy === policy && p.lang === lang);
      if (page) add(`page:${path}`, lang, path, page.updated_at);
    }
  }
  for (const post of posts.filter((p) => active(p.lang)))
    add(`post:${post.id}`, post.lang, recordPath.blogPost(post.id, post.title), post.updated_at);
  for (const page of customPages.filter((p) => active(p.lang)))
    add(`custom:${page.id}`, page.lang, recordPath.customPage(page.path), page.updated_at);
  for (const form of forms.filter((f) => active(f.lang)))
    add(`job:${form.id}`, form.lang, recordPath.apply(form.id, form.title), form.updated_at);

  const order = (entry: SiteEntry) => languages.indexOf(entry.lang);
  return [...groups.values()].map((group) => group.sort((a, b) => order(a) - order(b)));
}
