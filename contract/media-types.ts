// The kinds of media and portfolio items, apart from the schemas so the site's filters
// can list them without loading zod.
export const MEDIA_TYPES = ['PODCAST', 'REELS', 'DOCUMENTARY', 'GALLERY'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
