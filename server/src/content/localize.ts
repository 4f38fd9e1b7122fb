// Reading translatable values of the content files for one language, and the addresses the
// files' media names stand for (both ways).
import type { Localized } from './content-files';
import { MEDIA_PREFIX } from '@contract/api-routes';

/** The value in `lang`, or undefined when the item is not written in it. */
export function inLanguage(value: Localized | null | undefined, lang: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value : value[lang];
}

/** The value in `lang`, falling back to Persian, then to an empty string. */
export function textIn(value: Localized | null | undefined, lang: string): string {
  return inLanguage(value, lang) ?? inLanguage(value, 'fa') ?? '';
}

/** The address the service serves an image or video name at. */
export function mediaAddress(name: string | null | undefined): string {
  if (!name) return '';
  if (name.startsWith('video:')) return `${MEDIA_PREFIX}${name.slice('video:'.length)}.webm`;
  if (name === 'favicon') return `${MEDIA_PREFIX}favicon.svg`;
  return `${MEDIA_PREFIX}${name}.webp`;
}

/** The name mediaAddress turns into `address`, or undefined when no name does. */
export function mediaName(address: string): string | undefined {
  const file = address.startsWith(MEDIA_PREFIX) ? address.slice(MEDIA_PREFIX.length) : '';
  const match = /^([a-z0-9-]+)\.(webp|webm|svg)$/.exec(file);
  if (!match) return undefined;
  const name = match[2] === 'webm' ? `video:${match[1]}` : match[1]!;
  return mediaAddress(name) === address ? name : undefined;
}

export const bannerOf = (name: string) => ({
  desktop_banner: mediaAddress(name),
  phone_banner: mediaAddress(`${name}-phone`),
});
