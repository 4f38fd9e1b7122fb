// /media: the media catalogue (src/shared/catalogue/catalogue-screen.tsx) with media cards.
import { apiRead } from '@shared/api/api-client';
import { CatalogueScreen } from '@shared/catalogue/catalogue-screen';
import { MediaCard } from './media-card';

export function Component() {
  return (
    <CatalogueScreen
      area="media"
      fetchPage={(lang, { type, ordering, limit, offset }) =>
        apiRead('media', lang, { type, ordering, limit, offset })
      }
      renderItem={(item) => <MediaCard item={item} />}
    />
  );
}
