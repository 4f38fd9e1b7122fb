// /media: the media catalogue (src/shared/catalogue/catalogue-screen.tsx) with media cards.
import { apiRead } from '@shared/api/api-client';
import type { AddressReads } from '@shared/api/address-reads';
import { CatalogueScreen } from '@shared/catalogue/catalogue-screen';
import { readFirstCataloguePage } from '@shared/catalogue/use-catalogue';
import type { CatalogueQuery } from '@shared/catalogue/use-catalogue';
import { MediaCard } from './media-card';

const fetchMediaPage = (lang: string, { type, ordering, limit, offset }: CatalogueQuery) =>
  apiRead('media', lang, { type, ordering, limit, offset });

export const addressReads: AddressReads = (client, { lang }) => [
  readFirstCataloguePage(client, 'media', lang, (query) => fetchMediaPage(lang, query)),
];

export function Component() {
  return (
    <CatalogueScreen
      area="media"
      fetchPage={fetchMediaPage}
      renderItem={(item) => <MediaCard item={item} />}
    />
  );
}
