// The studio's media library: images and video uploaded as their bytes (the type told by
// the bytes, never by the name), images copied into the widths and formats the site serves,
// alt text per language, and where each item is used (it cannot be deleted while used).
import { z } from 'zod';
import { STUDIO_RULES } from './accounts';

/** Images up to 25 MB (a camera's JPEG), video up to 200 MB. */
export const MEDIA_IMAGE_MAX_BYTES = 25 * 1024 * 1024;
export const MEDIA_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const MEDIA_ALT_MAX = 300;

/** The formats taken, told by their first bytes; SVG is refused (it can carry script). */
export const MEDIA_FORMATS = {
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  avif: 'image',
  webm: 'video',
  mp4: 'video',
} as const;
export type MediaFormat = keyof typeof MEDIA_FORMATS;
/** What the studio's file picker offers; the service checks the bytes whatever they claim. */
export const MEDIA_ACCEPT: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/avif': ['.avif'],
  'video/webm': ['.webm'],
  'video/mp4': ['.mp4'],
};

export const mediaUploadQuery = z.object({
  /** The file's own name, kept for display and search only. */
  name: z.string().trim().min(1, STUDIO_RULES.required).max(200, STUDIO_RULES.tooLong),
});

export const mediaParams = z.object({ id: z.coerce.number().int().min(1) });

export const mediaListQuery = z.object({
  kind: z.enum(['image', 'video']).optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const mediaAlt = z.string().trim().max(MEDIA_ALT_MAX, STUDIO_RULES.tooLong);
/** Alt texts by language code; an empty one is taken out. */
export const mediaAltBody = z.object({ alt: z.record(z.string().regex(/^[a-z]{2,3}$/), mediaAlt) });

export const mediaUse = z.object({
  kind: z.literal('post'),
  id: z.number().int(),
  title: z.string(),
});
export type MediaUse = z.infer<typeof mediaUse>;

export const mediaItem = z.object({
  id: z.number().int(),
  kind: z.enum(['image', 'video']),
  format: z.enum(Object.keys(MEDIA_FORMATS) as [MediaFormat, ...MediaFormat[]]),
  originalName: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Where the site shows it: the full copy, and (images) a small one and the phone crop. */
  address: z.string(),
  thumbnail: z.string(),
  phoneAddress: z.string().nullable(),
  alt: z.record(z.string(), z.string()),
  /** The site's languages, each with its direction: the alt texts it asks for. */
  altLanguages: z.array(z.object({ lang: z.string(), direction: z.enum(['rtl', 'ltr']) })),
  usedBy: z.array(mediaUse),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItem>;

export const mediaList = z.object({
  count: z.number().int(),
  results: z.array(mediaItem),
});
