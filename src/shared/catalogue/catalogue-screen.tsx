// The media and portfolio screens: the page header, type chips and sort, and the items 3 a
// page, as cards. A failed request shows the error screen. Each screen names its area, its
// page in the content service and how to read one page of its items and show one of them.
import type { ReactNode } from 'react';
import type { Paged } from '@contract/common';
import { readFailed } from '../api/read-failed';
import { usePageContent } from '../content/use-page-content';
import { usePageMeta } from '../head/use-page-meta';
import { InTurn } from '../hydration/in-turn';
import { useLanguage } from '../language/language-context';
import { PagedGrid } from '../paging/paged-grid';
import { CatalogueToolbar } from './catalogue-toolbar';
import { PageHeader } from './page-header';
import { useCatalogue } from './use-catalogue';
import type { CatalogueQuery } from './use-catalogue';

interface Props<T> {
  /** The area's name: the start of its query keys and of its page's sections. */
  area: 'media' | 'portfolio';
  fetchPage(lang: string, query: CatalogueQuery): Promise<Paged<T>>;
  renderItem(item: T): ReactNode;
}

export function CatalogueScreen<T extends { id: number }>({
  area,
  fetchPage,
  renderItem,
}: Props<T>) {
  const { lang, t } = useLanguage();
  const page = usePageContent(lang, `${area}-page`);
  const catalogue = useCatalogue(area, lang, (query) => fetchPage(lang, query));
  const heading = page.data?.sections[0]?.title;
  usePageMeta({ title: heading });
  if (readFailed(page)) throw page.error;
  if (readFailed(catalogue.list.query)) throw catalogue.list.query.error;

  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10">
      <PageHeader page={page.data} prefix={area} />
      <InTurn>
        <CatalogueToolbar
          type={catalogue.type}
          sort={catalogue.sort}
          onType={catalogue.setType}
          onSort={catalogue.setSort}
        />
      </InTurn>
      <InTurn>
        <PagedGrid
          list={catalogue.list}
          label={heading ?? ''}
          empty={t.catalogue.empty}
          itemKey={(item) => item.id}
          renderItem={renderItem}
        />
      </InTurn>
    </div>
  );
}
