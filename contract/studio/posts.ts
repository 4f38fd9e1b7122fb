// Blog posts in the studio: each language's fields edited beside the source language's,
// each translated field knowing whether it is missing, outdated (its source changed after
// it was saved) or done; drafts and what is published kept apart per language; every save
// a revision, and every write based on the version it read (If-Match).
import { z } from 'zod';
import { STUDIO_RULES } from './accounts';

export const POST_TITLE_MAX = 200;
export const POST_SHORT_MAX = 600;
/** The body's HTML, after sanitizing. */
export const POST_BODY_MAX = 200_000;

/** The fields written per language; the rest of a post (groups, tags, featured) is shared. */
export const POST_FIELDS = ['title', 'shortDescription', 'body'] as const;
export type PostField = (typeof POST_FIELDS)[number];

export const postFields = z.object({
  title: z.string().trim().max(POST_TITLE_MAX, STUDIO_RULES.tooLong),
  shortDescription: z.string().trim().max(POST_SHORT_MAX, STUDIO_RULES.tooLong),
  body: z.string().max(POST_BODY_MAX, STUDIO_RULES.tooLong),
});
export type PostFields = z.infer<typeof postFields>;

/** What a language must have before it is published. */
export const publishableFields = postFields.extend({
  title: postFields.shape.title.min(1, STUDIO_RULES.required),
  body: postFields.shape.body.min(1, STUDIO_RULES.required),
});

/** A post's gallery holds at most this many library images. */
export const POST_GALLERY_MAX = 24;

export const postShared = z.object({
  featured: z.boolean(),
  groupIds: z.array(z.number().int().min(1)).max(20),
  tagIds: z.array(z.number().int().min(1)).max(40),
  /** The media library's image the post shows as its banner (every language alike). */
  bannerMediaId: z.number().int().min(1).nullable().optional(),
  /**
   * The media library's images the post's gallery shows, in order, each captioned in a
   * language by its alt text there. Absent: the gallery the post was published with stays.
   */
  galleryMediaIds: z.array(z.number().int().min(1)).max(POST_GALLERY_MAX).optional(),
});
export type PostShared = z.infer<typeof postShared>;

const label = z.object({ id: z.number().int(), title: z.string() });
/** The blog's groups and tags a post may carry, named in the source language. */
export const postLabels = z.object({ groups: z.array(label), tags: z.array(label) });

/** A translated field: missing, outdated (its source changed since), or done. */
export const FIELD_STATES = ['missing', 'outdated', 'done'] as const;
export const fieldState = z.enum(FIELD_STATES);
export type FieldState = z.infer<typeof fieldState>;

export const languageCodeParam = z.string().regex(/^[a-z]{2,3}$/);

export const postLanguage = z.object({
  fields: postFields,
  fieldStates: z.record(z.enum(POST_FIELDS), fieldState),
  /** The whole language: missing when nothing is written, else the worst of its fields. */
  state: fieldState,
  published: z.boolean(),
  /** The draft differs from what visitors see (or nothing is published yet). */
  unpublishedChanges: z.boolean(),
  direction: z.enum(['rtl', 'ltr']),
});
export type PostLanguage = z.infer<typeof postLanguage>;

export const postEditor = z.object({
  id: z.number().int(),
  version: z.number().int(),
  sourceLanguage: z.string(),
  shared: postShared,
  languages: z.record(z.string(), postLanguage),
  /** What the post shows as its banner once published (the chosen image, else the one shown now). */
  banner: z
    .object({
      mediaId: z.number().int().nullable(),
      address: z.string(),
      phoneAddress: z.string(),
      alt: z.record(z.string(), z.string()),
    })
    .nullable(),
  /** The library images chosen for the gallery, in order; null while none were chosen. */
  gallery: z
    .array(
      z.object({
        mediaId: z.number().int(),
        address: z.string(),
        alt: z.record(z.string(), z.string()),
      }),
    )
    .nullable(),
  updatedAt: z.string(),
});
export type PostEditor = z.infer<typeof postEditor>;

export const postParams = z.object({ id: z.coerce.number().int().min(1) });
export const postLanguageParams = postParams.extend({ lang: languageCodeParam });

export const newPostBody = z.object({ fields: postFields, shared: postShared });

/** A save of one language's fields (only those sent change) and, optionally, the shared ones. */
export const postSaveBody = z.object({
  fields: postFields.partial(),
  shared: postShared.partial().optional(),
});

export const languagesBody = z.object({
  languages: z.array(languageCodeParam).min(1).max(20),
});

export const postListQuery = z.object({
  /** The language whose state is filtered on. */
  lang: languageCodeParam.optional(),
  state: z.enum(['missing', 'outdated']).optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const postListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  updatedAt: z.string(),
  languages: z.record(z.string(), z.object({ state: fieldState, published: z.boolean() })),
});
export const postList = z.object({
  count: z.number().int(),
  results: z.array(postListItem),
});

export const revisionSummary = z.object({
  id: z.number().int(),
  lang: z.string(),
  at: z.string(),
  author: z.string().nullable(),
  changed: z.array(z.string()),
});
export const revisionList = z.object({ results: z.array(revisionSummary) });

export const revisionParams = postParams.extend({ revision: z.coerce.number().int().min(1) });
export const revisionCompareQuery = z.object({
  from: z.coerce.number().int().min(1),
  to: z.coerce.number().int().min(1),
});
export const revisionComparison = z.object({
  lang: z.string(),
  direction: z.enum(['rtl', 'ltr']),
  fields: z.array(
    z.object({
      field: z.enum(POST_FIELDS),
      from: z.string(),
      to: z.string(),
      changed: z.boolean(),
    }),
  ),
});

/** A stale write's answer (412): the version it should have been based on, whole. */
export const staleWrite = z.object({ detail: z.literal('stale'), current: postEditor });

export const previewBody = z.object({ lang: languageCodeParam });
/** A link to the post's page as visitors would see it with the draft; it expires. */
export const previewLink = z.object({ address: z.string(), expiresAt: z.string() });
