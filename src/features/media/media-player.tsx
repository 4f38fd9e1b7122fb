// The body of an opened media item: its video (by the spec's rule, through the shared media
// slot), its sound under the banner picture, or the banner picture large when the item has
// nothing to play.
import type { MediaItem } from '@contract/media';
import { Media } from '@shared/ui/media';
import { MEDIA_BOX } from '@shared/ui/media-box';
import { mediaFileKind } from './media-file';

const FRAME = 'aspect-video w-full rounded-[1.25rem]';
const SIZES = '(max-width: 906px) 100vw, 56rem';

export function MediaPlayer({ item }: { item: MediaItem }) {
  const kind = mediaFileKind(item.file);
  if (kind === 'video')
    return <Media desktop={item.file} alt={item.title} className={`${FRAME} bg-black`} />;
  const picture = (
    <Media
      desktop={item.desktop_banner}
      phone={item.phone_banner}
      alt=""
      eager
      sizes={SIZES}
      {...MEDIA_BOX.wide}
      className={`${FRAME} object-cover`}
    />
  );
  if (kind === 'none') return picture;
  return (
    <div className="grid gap-3">
      {picture}
      <audio
        controls
        preload="metadata"
        src={item.file}
        aria-label={item.title}
        className="w-full"
      />
    </div>
  );
}
