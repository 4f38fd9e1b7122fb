// /portfolio: the page header, type chips and sort, and the portfolio cards 3 a page. A
// failed request shows the error screen.
import { fetchJson } from '../../shared/api/api-client';
import { usePageContent } from '../../shared/content/use-page-content';
import { usePageMeta } from '../../shared/head/use-page-meta';
import { useLanguage } from '../../shared/language/language-context';
import { PagedGrid } from '../../shared/paging/paged-grid';
import { CatalogueToolbar } from '../../shared/catalogue/catalogue-toolbar';
import { PageHeader } from '../../shared/catalogue/page-header';
import { useCatalogue } from '../../shared/catalogue/use-catalogue';
import { PortfolioCard } from './portfolio-card';
import { readFailed } from '../../shared/api/read-failed';

export function Component() {
  const { lang, t } = useLanguage();
  const page = usePageContent(lang, 'portfolio-page');
  const catalogue = useCatalogue('portfolio', lang, ({ type, ordering, limit, offset }) =>
    fetchJson('/content/v1/Portfolio/', 'portfolioList', lang, { type, ordering, limit, offset }),
  );
  const heading = page.data?.sections[0]?.title;
  usePageMeta({ title: heading });
  if (readFailed(page)) throw page.error;
  if (readFailed(catalogue.list.query)) throw catalogue.list.query.error;

  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10">
      <PageHeader page={page.data} prefix="portfolio" />
      <CatalogueToolbar
        type={catalogue.type}
        sort={catalogue.sort}
        onType={catalogue.setType}
        onSort={catalogue.setSort}
      />
      <PagedGrid
        list={catalogue.list}
        label={heading ?? ''}
        empty={t.catalogue.empty}
        itemKey={(item) => item.id}
        renderItem={(item) => <PortfolioCard item={item} />}
      />
    </div>
  );
}
