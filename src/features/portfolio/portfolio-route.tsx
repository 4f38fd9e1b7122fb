// /portfolio: the portfolio catalogue (src/shared/catalogue/catalogue-screen.tsx) with
// portfolio cards.
import { apiRead } from '@shared/api/api-client';
import type { AddressReads } from '@shared/api/address-reads';
import { CatalogueScreen } from '@shared/catalogue/catalogue-screen';
import { readFirstCataloguePage } from '@shared/catalogue/use-catalogue';
import type { CatalogueQuery } from '@shared/catalogue/use-catalogue';
import { PortfolioCard } from './portfolio-card';

const fetchPortfolioPage = (lang: string, { type, ordering, limit, offset }: CatalogueQuery) =>
  apiRead('portfolio', lang, { type, ordering, limit, offset });

export const addressReads: AddressReads = (client, { lang }) => [
  readFirstCataloguePage(client, 'portfolio', lang, (query) => fetchPortfolioPage(lang, query)),
];

export function Component() {
  return (
    <CatalogueScreen
      area="portfolio"
      fetchPage={fetchPortfolioPage}
      renderItem={(item) => <PortfolioCard item={item} />}
    />
  );
}
