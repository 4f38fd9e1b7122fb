// An item as a picture: the image's copy at the width asked for, or the video's first
// frame with its controls. Its alt text in the studio's language where written.
import type { MediaItem } from '@contract/studio/media';
import { useLocale } from '@studio/shared/i18n/locale-context';

export function MediaPreview({
  item,
  address = item.thumbnail,
  className = 'aspect-video w-full rounded bg-slate-100 object-cover',
}: {
  item: MediaItem;
  address?: string;
  className?: string;
}) {
  const { language } = useLocale();
  if (item.kind === 'video')
    return <video src={item.address} className={className} controls preload="metadata" />;
  return (
    <img
      src={address}
      alt={item.alt[language] ?? ''}
      className={className}
      loading="lazy"
      decoding="async"
    />
  );
}
