// One media slot: a video or an image, the phone version at or below 906px, lazy images,
// and the 'No Image' placeholder when the file cannot be shown.
import { useCallback, useState } from 'react';
import { MOBILE_MEDIA_QUERY, isVideo, responsiveSrcSet } from './media-rules';
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

export function Media({
  desktop,
  phone,
  alt,
  className = '',
  priority = false,
  eager = false,
  sizes = '100vw',
  width,
  height,
}: Props) {
  const [failed, setFailed] = useState(false);
  // An image in the service's HTML may fail before the page is hydrated, when no error
  // handler is listening yet: a broken image found on mount counts as failed too.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) img.decode().catch(() => setFailed(true));
  }, []);
  const source = desktop || phone;
  if (!source || failed) return <NoImage className={className} />;

  if (isVideo(desktop) || isVideo(phone)) {
    return (
      <video
        className={className}
        controls
        playsInline
        preload="metadata"
        onError={() => setFailed(true)}
        aria-label={alt}
      >
        {phone && phone !== desktop && <source src={phone} media={MOBILE_MEDIA_QUERY} />}
        <source src={source} />
      </video>
    );
  }

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
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
