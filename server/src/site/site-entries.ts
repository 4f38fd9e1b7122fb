// Every page of the site in every active language, with its address and last change:
// the fixed pages, each post, custom page and job. Grouped by page so each address can
// name its other language versions.
import { idSlug } from '../../../contract/slug';
import { withLanguage } from '../../../contract/site-addresses';
import type { Db } from '../db/database';
import { CONTENT_PAGES } from './site-pages';

export interface SiteEntry {
  lang: string;
  path: string;
  lastmod: string;
}

const FIXED_PAGES: Record<string, string> = {
  '/': 'home-page',
  ...CONTENT_PAGES,
  '/portfolio-single': 'portfolio-single-page',
};

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
    for (const [path, policy] of Object.entries(FIXED_PAGES)) {
      const page = pages.find((p) => p.policy === policy && p.lang === lang);
      if (page) add(`page:${path}`, lang, path, page.updated_at);
    }
  }
  for (const post of posts.filter((p) => active(p.lang)))
    add(`post:${post.id}`, post.lang, `/blog-list/${idSlug(post.id, post.title)}`, post.updated_at);
  for (const page of customPages.filter((p) => active(p.lang)))
    add(`custom:${page.id}`, page.lang, `/page/${page.path}`, page.updated_at);
  for (const form of forms.filter((f) => active(f.lang)))
    add(
      `job:${form.id}`,
      form.lang,
      `/forms/${idSlug(form.id, form.title)}/apply`,
      form.updated_at,
    );

  const order = (entry: SiteEntry) => languages.indexOf(entry.lang);
  return [...groups.values()].map((group) => group.sort((a, b) => order(a) - order(b)));
}
