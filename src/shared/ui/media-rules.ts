// Rules of the media slots: which addresses are videos, and the responsive copies of an
// image that the content service serves (`?w=480`, `?w=960` on `.webp` addresses).

/** A video when the address, ignoring its query string, ends in .mp4, .webm or .ogg. */
export function isVideo(url: string | null | undefined): boolean {
  if (!url) return false;
  return /\.(mp4|webm|ogg)$/i.test(url.split(/[?#]/)[0] ?? '');
}

export function responsiveSrcSet(url: string): string | undefined {
  const [path] = url.split('?');
  if (!path?.endsWith('.webp') || url.includes('?')) return undefined;
  return `${url}?w=480 480w, ${url}?w=960 960w, ${url} 1600w`;
}

/** Phone media is used at or below this width. */
export const MOBILE_MEDIA_QUERY = '(max-width: 906px)';
