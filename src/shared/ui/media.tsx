// One media slot: a video or an image, the phone version at or below 906px, lazy images,
// and the 'No Image' placeholder when the file cannot be shown.
import { useState } from 'react';
import { MOBILE_MEDIA_QUERY, isVideo, responsiveSrcSet } from './media-rules';
import { NoImage } from './no-image';

interface Props {
  desktop: string | null | undefined;
  phone?: string | null;
  alt: string;
  className?: string;
  /** The main image of the screen: loaded at once and first. */
  priority?: boolean;
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
  sizes = '100vw',
  width,
  height,
}: Props) {
  const [failed, setFailed] = useState(false);
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
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
