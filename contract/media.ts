// The media gallery: GET /content/v1/media/ (paged, filtered by type).
import { z } from 'zod';
import { orderingQuery, pagedSchema, pagingQuery } from './common';
import { MEDIA_TYPES } from './media-types';

/** `type` empty means every type. */
export const mediaTypeQuery = z
  .union([z.enum(MEDIA_TYPES), z.literal('')], {
    error: `Select one of: ${MEDIA_TYPES.join(', ')}.`,
  })
  .optional();

export const catalogueQuery = pagingQuery.extend({
  type: mediaTypeQuery,
  ordering: orderingQuery(['created_at', 'visited']),
});

export const mediaItem = z.object({
  id: z.number().int(),
  type: z.enum(MEDIA_TYPES),
  title: z.string(),
  description: z.string(),
  desktop_banner: z.string(),
  phone_banner: z.string(),
  file: z.string(),
  visited: z.number().int(),
  created_at: z.string(),
});
export type MediaItem = z.infer<typeof mediaItem>;
export const mediaList = pagedSchema(mediaItem);
