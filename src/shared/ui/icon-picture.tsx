// A small picture in a fixed 4rem square: a feature's icon, a person's portrait. It stands
// beside the text that names it, so it says nothing more to screen readers.
import { Media } from './media';
import { MEDIA_BOX } from './media-box';

export function IconPicture({
  src,
  className = '',
}: {
  src: string | null | undefined;
  className?: string;
}) {
  return <Media desktop={src} alt="" {...MEDIA_BOX.icon} className={`size-16 ${className}`} />;
}
