// The custom pages: 20 at a time, searched and filtered by a language's missing or outdated
// translations (all in the address), and a form for a new page.
import { useSearchParams } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { ITEMS_PAGE, itemFilterFrom } from '@studio/shared/translated-items/item-filter';
import { ItemFilters } from '@studio/shared/translated-items/item-filters';
import { DataTable } from '@studio/shared/ui/data-table';
import { Loading } from '@studio/shared/ui/loading';
import { Pager } from '@studio/shared/ui/pager';
import { Screen } from '@studio/shared/ui/screen';
import { usePages } from './api/get-pages';
import { NewPageForm } from './new-page-form';
import { PageRow } from './page-row';

const FALLBACK_LANGUAGES = ['fa', 'en', 'ar'];

export function PagesScreen() {
  const { t } = useLocale();
  const [search] = useSearchParams();
  const filter = itemFilterFrom(search);
  const pages = usePages(filter);
  const results = pages.data?.results ?? [];
  const count = pages.data?.count ?? 0;
  const languages = results[0] ? Object.keys(results[0].languages) : FALLBACK_LANGUAGES;

  return (
    <Screen title={t.pages.title}>
      <ItemFilters key={search.toString()} filter={filter} languages={languages} />
      {pages.isPending ? (
        <Loading />
      ) : results.length === 0 ? (
        <p role="status">{t.pages.none}</p>
      ) : (
        <>
          <p role="status">{t.pages.count(count)}</p>
          <DataTable
            caption={t.pages.caption}
            columns={[
              t.pages.fields.title,
              t.pages.fields.path,
              t.pages.languages,
              t.posts.updated,
            ]}
          >
            {results.map((page) => (
              <PageRow key={page.id} page={page} />
            ))}
          </DataTable>
        </>
      )}
      <Pager
        label={t.posts.pages}
        page={filter.page}
        pages={Math.max(1, Math.ceil(count / ITEMS_PAGE))}
      />
      <NewPageForm />
    </Screen>
  );
}
