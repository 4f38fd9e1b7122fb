// The studio's list of custom pages: those only drafted first, then the rest newest first,
// each language's state, filtered by a language's missing or outdated translation and by
// words of the title or address. A site has tens of custom pages, not thousands: the list is
// read whole and cut to the page asked for.
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import type { FieldState } from '@contract/studio/posts';
import type { Db } from '../../../db/database';
import { normalizeForSearch as folded } from '../../blog/search-text';
import { fieldStatesOf, languageStateOf } from '../items/field-states';
import { PAGE, PAGE_FIELD_SPEC, readPageState } from './page-drafts';

interface PageListQuery {
  lang?: string;
  state?: 'missing' | 'outdated';
  search?: string;
  limit: number;
  offset: number;
}

interface Listed {
  id: number;
  title: string;
  path: string;
  updatedAt: string;
  published: boolean;
  languages: Record<string, { state: FieldState; published: boolean }>;
}

export async function listStudioPages(db: Db, languages: string[], query: PageListQuery) {
  const [published, opened] = await Promise.all([
    db.selectFrom('custom_pages').select(['id', 'lang', 'title', 'path', 'updated_at']).execute(),
    db.selectFrom('studio_items').select('id').where('kind', '=', PAGE).execute(),
  ]);
  const ids = new Set([...published.map((row) => row.id), ...opened.map((row) => row.id)]);
  const listed: Listed[] = [];
  for (const id of ids) {
    const rows = published.filter((row) => row.id === id);
    const state = await readPageState(db, id);
    const shown = rows.find((row) => row.lang === DEFAULT_LANGUAGE) ?? rows[0];
    const sourceLang = state?.item.sourceLang ?? shown!.lang;
    const source = state?.drafts.get(sourceLang);
    const entries = languages.map((lang) => {
      const row = rows.find((r) => r.lang === lang);
      const draft = state?.drafts.get(lang);
      const states = fieldStatesOf(PAGE_FIELD_SPEC, draft, source, lang === sourceLang);
      // A page the studio has not opened yet is as published: each published language whole.
      const languageState: FieldState = state
        ? languageStateOf(PAGE_FIELD_SPEC, draft, states)
        : row
          ? 'done'
          : 'missing';
      return [lang, { state: languageState, published: row !== undefined }] as const;
    });
    listed.push({
      id,
      title: source?.fields.title ?? shown?.title ?? '',
      path: state?.item.shared.path ?? shown!.path,
      updatedAt: state?.item.updatedAt ?? shown!.updated_at,
      published: rows.length > 0,
      languages: Object.fromEntries(entries),
    });
  }
  const words = query.search ? folded(query.search) : '';
  const chosen = listed
    .filter((page) => !query.state || page.languages[query.lang ?? '']?.state === query.state)
    .filter((page) => !words || folded(`${page.title} ${page.path}`).includes(words))
    .sort((a, b) => Number(a.published) - Number(b.published) || b.id - a.id);
  return {
    count: chosen.length,
    results: chosen
      .slice(query.offset, query.offset + query.limit)
      .map(({ published: _published, ...page }) => page),
  };
}
