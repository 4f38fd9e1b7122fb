// One item of the library: its copies as the site shows them, its alt texts, where it is
// used, and its deletion (refused while it is used).
import { Link, useNavigate, useParams } from 'react-router-dom';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { paths, postHref } from '@studio/shared/paths';
import { Loading } from '@studio/shared/ui/loading';
import { notify } from '@studio/shared/ui/notify';
import { Screen } from '@studio/shared/ui/screen';
import { Section } from '@studio/shared/ui/section';
import { useDeleteMedia } from './api/delete-media';
import { useMediaItem } from './api/get-media-item';
import { AltForm } from './alt-form';
import { MediaPreview } from './media-preview';

export function MediaItemScreen() {
  const { t } = useLocale();
  const params = useParams();
  const item = useMediaItem(Number(params.id));
  const remove = useDeleteMedia();
  const navigate = useNavigate();
  if (!item.data) return <Loading />;
  const media = item.data;
  const used = media.usedBy.length > 0;

  return (
    <Screen title={t.media.item(media.originalName)}>
      <Link className="link justify-self-start" to={paths.media}>
        {t.media.back}
      </Link>
      <p>
        {t.media.kinds[media.kind]}
        {media.width && media.height ? ` · ${t.media.size(media.width, media.height)}` : ''}
      </p>
      <MediaPreview
        item={media}
        address={media.kind === 'image' ? `${media.address}?w=960` : media.address}
        className="max-h-[60vh] w-full rounded bg-slate-100 object-contain"
      />
      {media.kind === 'image' && (
        <>
          <Section title={t.media.crops}>
            <div className="flex flex-wrap items-end gap-4">
              <figure className="grid gap-1">
                <MediaPreview
                  item={media}
                  address={`${media.address.replace(/\.webp$/, '-banner.webp')}?w=480`}
                  className="w-64 rounded"
                />
                <figcaption className="text-sm">{t.media.bannerCrop}</figcaption>
              </figure>
              <figure className="grid gap-1">
                <MediaPreview
                  item={media}
                  address={`${media.phoneAddress}?w=480`}
                  className="w-28 rounded"
                />
                <figcaption className="text-sm">{t.media.phoneCrop}</figcaption>
              </figure>
            </div>
          </Section>
          <AltForm item={media} />
        </>
      )}
      <Section title={t.media.usedBy}>
        {used ? (
          <ul className="grid gap-1">
            {media.usedBy.map((use) => (
              <li key={`${use.kind}-${use.id}`}>
                <Link className="link" to={postHref(use.id)}>
                  {t.media.usedPost(use.title)}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t.media.unused}</p>
        )}
      </Section>
      <Section title={t.media.deleteTitle}>
        {used && <p id={`blocked-${media.id}`}>{t.media.deleteBlocked}</p>}
        <button
          type="button"
          className="button-quiet justify-self-start"
          disabled={used || remove.isPending}
          aria-describedby={used ? `blocked-${media.id}` : undefined}
          onClick={() =>
            remove.mutate(media.id, {
              onSuccess: () => {
                notify('success', t.media.deleted);
                navigate(paths.media, { replace: true });
              },
              onError: (error) => notify('error', refusalMessage(t, error)),
            })
          }
        >
          {t.media.delete}
        </button>
      </Section>
    </Screen>
  );
}
