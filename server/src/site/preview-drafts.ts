// What a preview renders for each kind of item: the page's address, its title, and the API
// answers the draft stands in for (the rest of the page reads what visitors see).
import type { BlogPost } from '@contract/blog';
import type { CustomPage } from '@contract/custom-pages';
import type { Page } from '@contract/pages';
import { API_PREFIX, READS } from '@contract/api-routes';
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import { withLanguage } from '@contract/site-addresses';
import { recordPath, SITE_PAGE_TABLE } from '@contract/site-pages';
import type { Db } from '../db/database';
import { findPost } from '../modules/blog/queries';
import { findPagesByPolicy } from '../modules/pages/queries';
import { readItemState } from '../modules/studio/items/item-rows';
import { readPageState } from '../modules/studio/pages/page-drafts';
import { readPostState } from '../modules/studio/posts/post-drafts';
import type { PreviewClaim } from '../modules/studio/posts/preview-link';
import { picturesFor } from '../modules/studio/posts/publish-post';
import { SECTIONS } from '../modules/studio/sections/section-drafts';
import { withTexts } from '../modules/studio/sections/section-texts';
import type { StudioLanguage } from '../modules/studio/site-languages';

export interface PreviewDraft {
  /** The page's address in the claim's language. */
  path: string;
  title?: string;
  /** The answer the draft gives in place of an API read at `apiUrl`, if it stands in. */
  answers(apiUrl: string): unknown;
}

/** A read of `route` in the claim's language, with its query, if `apiUrl` is one. */
function readOf(route: string, lang: string, apiUrl: string): URLSearchParams | undefined {
  const [path = '', search = ''] = apiUrl.split('?');
  if (path !== `${API_PREFIX}${route}`) return undefined;
  const query = new URLSearchParams(search);
  return (query.get('lang') || DEFAULT_LANGUAGE) === lang ? query : undefined;
}

async function postDraft(db: Db, claim: PreviewClaim, languages: StudioLanguage[]) {
  const state = await readPostState(db, claim.id);
  const draft = state?.drafts.get(claim.lang);
  if (!state || !draft) return null;
  // What visitors see of the post (its labels), with the draft's words and the pictures it
  // will show once published.
  const pictures = await picturesFor(db, claim.id, claim.lang, state.item.shared);
  let shown: BlogPost | undefined = await findPost(db, claim.lang, claim.id);
  for (const other of languages) shown ??= await findPost(db, other.value, claim.id);
  const answer: BlogPost = {
    id: claim.id,
    created_at: state.item.createdAt,
    visited: 0,
    banner: { desktop_banner: '', phone_banner: '' },
    tags: [],
    group: [],
    gallery: [],
    ...shown,
    ...(pictures && {
      banner: JSON.parse(pictures.banner) as BlogPost['banner'],
      gallery: JSON.parse(pictures.gallery) as BlogPost['gallery'],
    }),
    updated_at: state.item.updatedAt,
    is_featured: state.item.shared.featured,
    title: draft.fields.title,
    short_description: draft.fields.shortDescription,
    body: draft.fields.body,
  };
  const route = READS.post.route.replace(':id', String(claim.id));
  return {
    path: withLanguage(claim.lang, recordPath.blogPost(claim.id, draft.fields.title)),
    title: draft.fields.title,
    answers: (apiUrl: string) => (readOf(route, claim.lang, apiUrl) ? answer : undefined),
  };
}

async function customPageDraft(db: Db, claim: PreviewClaim) {
  const state = await readPageState(db, claim.id);
  const draft = state?.drafts.get(claim.lang);
  if (!state || !draft) return null;
  const { path } = state.item.shared;
  const answer: CustomPage[] = [{ id: claim.id, path, ...draft.fields }];
  return {
    path: withLanguage(claim.lang, recordPath.customPage(path)),
    title: draft.fields.title,
    answers: (apiUrl: string) =>
      readOf(READS.customPages.route, claim.lang, apiUrl)?.get('path') === path
        ? answer
        : undefined,
  };
}

async function sectionsDraft(db: Db, claim: PreviewClaim) {
  const state = await readItemState<string, Record<string, never>>(db, SECTIONS, claim.id);
  const draft = state?.drafts.get(claim.lang);
  const row = await db
    .selectFrom('pages')
    .select('policy')
    .where('id', '=', claim.id)
    .executeTakeFirst();
  const entry = Object.values(SITE_PAGE_TABLE).find(
    (page) => 'policy' in page && page.policy === row?.policy,
  );
  if (!state || !draft || !row || !entry) return null;
  // The page as visitors read it in the language (or in the source, before it is published
  // there), its words the draft's.
  const inLanguage = await findPagesByPolicy(db, claim.lang, row.policy);
  const [shown] =
    inLanguage.length > 0
      ? inLanguage
      : await findPagesByPolicy(db, state.item.sourceLang, row.policy);
  if (!shown) return null;
  const answer: Page[] = [{ ...shown, sections: withTexts(shown.sections, draft.fields) }];
  return {
    path: withLanguage(claim.lang, entry.path),
    answers: (apiUrl: string) =>
      readOf(READS.pages.route, claim.lang, apiUrl)?.get('page_policy__value') === row.policy
        ? answer
        : undefined,
  };
}

export function previewDraft(
  db: Db,
  claim: PreviewClaim,
  languages: StudioLanguage[],
): Promise<PreviewDraft | null> {
  switch (claim.kind ?? 'post') {
    case 'page':
      return customPageDraft(db, claim);
    case 'sections':
      return sectionsDraft(db, claim);
    default:
      return postDraft(db, claim, languages);
  }
}
