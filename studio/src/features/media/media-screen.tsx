// The media library: uploads by drag and drop or the file picker, with their progress,
// then the items, newest first, a page at a time (the page in the address).
import { useSearchParams } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Loading } from '@studio/shared/ui/loading';
import { Pager, pageFrom } from '@studio/shared/ui/pager';
import { Screen } from '@studio/shared/ui/screen';
import { MEDIA_PAGE, useMediaList } from './api/get-media-list';
import { MediaCard } from './media-card';
import { UploadZone } from './upload-zone';

export function MediaScreen() {
  const { t } = useLocale();
  const [search] = useSearchParams();
  const page = pageFrom(search);
  const media = useMediaList({ page });
  const results = media.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((media.data?.count ?? 0) / MEDIA_PAGE));

  return (
    <Screen title={t.media.title}>
      <UploadZone />
      {media.isPending ? (
        <Loading />
      ) : results.length === 0 ? (
        <p role="status">{t.media.none}</p>
      ) : (
        <>
          <p role="status">{t.media.count(media.data?.count ?? 0)}</p>
          <ul aria-label={t.media.caption} className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {results.map((item) => (
              <MediaCard key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
      <Pager label={t.posts.pages} page={page} pages={pages} />
    </Screen>
  );
}
