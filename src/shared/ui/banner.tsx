// A banner slot: a skeleton while loading; then the media when there is desktop media,
// otherwise the text, otherwise the skeleton again. Height 26.75rem, corners 1.25rem. A
// caption over the media sits on its own panel.
import type { PageComponent } from '@contract/pages';
import { Media } from './media';
import { isVideo, componentMedia } from './media-rules';
import { Skeleton } from './skeleton';

/** The caption sits on a panel of its own, so no line of the picture (a runway's lights, a
 * bright sky) ever runs through its words, at any width. */
const CAPTION =
  'absolute start-4 max-w-[calc(100%-2rem)] rounded-xl bg-brand/90 px-4 py-3 text-2xl font-bold text-white shadow-lg md:start-6 md:max-w-[calc(100%-3rem)] md:px-6';

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
          {...componentMedia(component)}
          alt={component.text ?? ''}
          className={`${frame} object-cover`}
          priority={priority}
        />
        {component.text && (
          <p
            className={`${CAPTION} ${
              // Over a video the caption goes to the top: the player's controls take the bottom.
              isVideo(component.desktop_media) || isVideo(component.phone_media)
                ? 'pointer-events-none top-4 md:top-6'
                : 'bottom-4 md:bottom-6'
            }`}
          >
            {component.text}
          </p>
        )}
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
