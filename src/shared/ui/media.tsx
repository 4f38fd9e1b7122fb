// One media slot: a video or an image, the phone version at or below 906px, lazy images and videos,
// and the 'No Image' placeholder when the file cannot be shown. When one version is a video
// and the other an image, each shows at its own widths: a browser cannot play an image as a
// video source, nor show a video in a picture; the picture is then the video's poster.
import { useCallback, useState } from 'react';
import { MOBILE_MEDIA_QUERY, isVideo, responsiveSrcSet } from './media-rules';
import { loadVideoWhenShown } from './load-video-when-shown';
import { NoImage } from './no-image';

interface Props {
  desktop: string | null | undefined;
  phone?: string | null;
  alt: string;
  className?: string;
  /** The main image of the screen: loaded at once and first. */
  priority?: boolean;
  /** On the first screen but not its main image: loaded at once, at normal priority. */
  eager?: boolean;
  sizes?: string;
  width?: number;
  height?: number;
}

// Hide a version outside its widths (index.css, after MOBILE_MEDIA_QUERY).
const DESKTOP_ONLY = 'media-desktop-only';
const PHONE_ONLY = 'media-phone-only';

export function Media(props: Props) {
  const { desktop, phone, className = '' } = props;
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);
  const source = desktop || phone;
  if (!source || failed) return <NoImage className={className} />;

  const twoKinds = !!desktop && !!phone && isVideo(desktop) !== isVideo(phone);
  if (twoKinds) {
    const [video, image, videoWidths, imageWidths] = isVideo(desktop)
      ? [desktop, phone, DESKTOP_ONLY, PHONE_ONLY]
      : [phone, desktop, PHONE_ONLY, DESKTOP_ONLY];
    return (
      <>
        <SlotVideo
          {...props}
          sources={[video]}
          // The other version's picture stands for the video until it plays.
          poster={image ?? undefined}
          className={`${className} ${videoWidths}`}
          onFail={fail}
        />
        <SlotImage
          {...props}
          desktop={image}
          phone={null}
          className={`${className} ${imageWidths}`}
          onFail={fail}
        />
      </>
    );
  }
  if (isVideo(desktop) || isVideo(phone)) {
    const sources = phone && phone !== desktop ? [phone, source] : [source];
    return <SlotVideo {...props} sources={sources} onFail={fail} />;
  }
  return <SlotImage {...props} onFail={fail} />;
}

type SlotProps = Props & { onFail: () => void };

/** A video; with two sources, the first is the phone version. */
function SlotVideo({
  sources,
  poster,
  alt,
  className,
  onFail,
}: SlotProps & { sources: string[]; poster?: string }) {
  // As for images: a video whose sources all failed before hydration has no source left.
  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      if (!video) return;
      if (video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) onFail();
      return loadVideoWhenShown(video);
    },
    [onFail],
  );
  return (
    <video
      ref={attach}
      className={className}
      controls
      playsInline
      data-poster={poster}
      preload="none"
      onError={onFail}
      aria-label={alt}
    >
      {sources.map((src, index) => (
        <source
          key={src}
          src={src}
          media={index === 0 && sources.length > 1 ? MOBILE_MEDIA_QUERY : undefined}
          // A source that cannot play does not fail the video element itself.
          onError={index === sources.length - 1 ? onFail : undefined}
        />
      ))}
    </video>
  );
}

function SlotImage({
  desktop,
  phone,
  alt,
  className,
  priority = false,
  eager = false,
  sizes = '100vw',
  width,
  height,
  onFail,
}: SlotProps) {
  // An image in the service's HTML may fail before the page is hydrated, when no error
  // handler is listening yet: a broken image found on mount counts as failed too.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0) img.decode().catch(onFail);
    },
    [onFail],
  );
  const source = (desktop || phone) as string;
  return (
    <picture>
      {phone && phone !== desktop && (
        <source
          media={MOBILE_MEDIA_QUERY}
          srcSet={responsiveSrcSet(phone) ?? phone}
          sizes={sizes}
        />
      )}
      <img
        src={source}
        srcSet={responsiveSrcSet(source)}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        className={className}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        ref={checkLoaded}
        onError={onFail}
      />
    </picture>
  );
}
