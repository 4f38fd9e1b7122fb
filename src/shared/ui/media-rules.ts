// Rules of the media slots: which addresses are videos, and the responsive copies of an
// image that the content service serves (`?w=` on `.webp` addresses, IMAGE_COPY_WIDTHS).
import { IMAGE_COPY_WIDTHS } from '@contract/api-routes';

/** A video when the address, ignoring its query string, ends in .mp4, .webm or .ogg. */
export function isVideo(url: string | null | undefined): boolean {
  if (!url) return false;
  return /\.(mp4|webm|ogg)$/i.test(url.split(/[?#]/)[0] ?? '');
}

export function responsiveSrcSet(url: string): string | undefined {
  const [path] = url.split('?');
  if (!path?.endsWith('.webp') || url.includes('?')) return undefined;
  const copies = IMAGE_COPY_WIDTHS.map((width) => `${url}?w=${width} ${width}w`);
  return [...copies, `${url} 1600w`].join(', ');
}

/** Phone media is used at or below this width. */
export const MOBILE_MEDIA_QUERY = '(max-width: 906px)';

/** The two versions of a content component's media, as a media slot takes them. */
export function componentMedia(
  component: { desktop_media?: string | null; phone_media?: string | null } | undefined,
): { desktop: string | null | undefined; phone: string | null | undefined } {
  return { desktop: component?.desktop_media, phone: component?.phone_media };
}
