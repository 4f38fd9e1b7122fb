// What a page is about (the same PageMeta its screen gives the SPA), read from the database
// the same way the SPA reads it from the API: its own title, description, share image,
// dates and canonical path. Null when the page does not exist in that language.
import type { Company } from '@contract/company';
import type { PageMeta } from '@contract/page-meta';
import { SITE_PAGES, recordPath } from '@contract/site-pages';
import type { Db } from '../db/database';
import { findPost } from '../modules/blog/queries';
import { findCustomPages } from '../modules/custom-pages/queries';
import { findForm } from '../modules/forms/queries';
import { findPagesByPolicy } from '../modules/pages/queries';
import type { SitePage } from './site-pages';

/** A page's meta with its canonical path, which the service always knows. */
export type DescribedPage = PageMeta & { path: string };

export async function describePage(
  db: Db,
  lang: string,
  page: SitePage,
  company: Company | undefined,
): Promise<DescribedPage | null> {
  switch (page.kind) {
    case 'home':
      return { path: '/', type: 'website', description: company?.description };
    case 'content': {
      const [content] = await findPagesByPolicy(db, lang, page.policy);
      return { path: page.path, type: 'website', title: content?.sections[0]?.title };
    }
    case 'portfolio-single': {
      const [content] = await findPagesByPolicy(db, lang, 'portfolio-single-page');
      const part = (name: string) =>
        content?.sections[0]?.components.find((c) => c.value === `portfolio-single-${name}`);
      return {
        path: SITE_PAGES.portfolioSingle,
        type: 'website',
        title: part('heading')?.text ?? undefined,
        description: part('description')?.text ?? undefined,
        image: part('picture')?.desktop_media ?? undefined,
      };
    }
    case 'post': {
      const post = await findPost(db, lang, page.id);
      if (!post) return null;
      return {
        path: recordPath.blogPost(post.id, post.title),
        type: 'article',
        title: post.title,
        description: post.short_description,
        image: post.banner.desktop_banner,
        published: post.created_at,
        modified: post.updated_at,
      };
    }
    case 'custom': {
      const [custom] = await findCustomPages(db, lang, page.slug);
      if (!custom) return null;
      return { path: recordPath.customPage(custom.path), type: 'website', title: custom.title };
    }
    case 'apply': {
      const form = await findForm(db, lang, page.id);
      if (!form) return null;
      return {
        path: recordPath.apply(form.id, form.title),
        type: 'website',
        title: form.title,
        description: form.sub_title,
        published: form.created_at,
        modified: form.updated_at,
      };
    }
    default:
      return null;
  }
}
