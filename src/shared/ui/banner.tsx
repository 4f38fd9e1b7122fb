// A banner slot: a skeleton while loading; then the media when there is desktop media,
// otherwise the text, otherwise the skeleton again. Height 26.75rem, corners 1.25rem.
import type { PageComponent } from '@contract/pages';
import { Media } from './media';
import { isVideo } from './media-rules';
import { Skeleton } from './skeleton';

export function Banner({
  component,
  loading,
  priority,
}: {
  component?: PageComponent;
  loading: boolean;
  priority?: boolean;
}) {
  const frame = 'h-[26.75rem] w-full rounded-[1.25rem]';
  if (loading || !component) return <Skeleton className={frame} />;
  if (component.desktop_media) {
    return (
      <div className="relative">
        <Media
          desktop={component.desktop_media}
          phone={component.phone_media}
          alt={component.text ?? ''}
          className={`${frame} object-cover`}
          priority={priority}
        />
        {component.text &&
          // Over a video the caption goes to the top: the player's controls take the bottom.
          (isVideo(component.desktop_media) || isVideo(component.phone_media) ? (
            <p className="pointer-events-none absolute inset-x-0 top-0 rounded-t-[1.25rem] bg-gradient-to-b from-black/70 p-6 pb-10 text-2xl font-bold text-white">
              {component.text}
            </p>
          ) : (
            <p className="absolute inset-x-0 bottom-0 rounded-b-[1.25rem] bg-gradient-to-t from-black/70 p-6 text-2xl font-bold text-white">
              {component.text}
            </p>
          ))}
      </div>
    );
  }
  if (component.text) {
    return (
      <div
        className={`${frame} flex items-center justify-center bg-brand p-8 text-center text-2xl font-bold text-white`}
      >
        {component.text}
      </div>
    );
  }
  return <Skeleton className={frame} />;
}
