// /portfolio: the portfolio catalogue (src/shared/catalogue/catalogue-screen.tsx) with
// portfolio cards.
import { apiRead } from '@shared/api/api-client';
import { CatalogueScreen } from '@shared/catalogue/catalogue-screen';
import { PortfolioCard } from './portfolio-card';

export function Component() {
  return (
    <CatalogueScreen
      area="portfolio"
      fetchPage={(lang, { type, ordering, limit, offset }) =>
        apiRead('portfolio', lang, {
          type,
          ordering,
          limit,
          offset,
        })
      }
      renderItem={(item) => <PortfolioCard item={item} />}
    />
  );
}
