// Custom pages in the studio (/page/<address>): a title and a rich body per language, edited
// beside the source language like a post, and one address every language shares. A changed
// address keeps the old ones answering, as a redirect to the new.
import { z } from 'zod';
import { STUDIO_RULES } from './accounts';
import {
  fieldState,
  languageCodeParam,
  POST_BODY_MAX,
  POST_TITLE_MAX,
  postListQuery,
  revisionSummary,
} from './posts';

export const PAGE_FIELDS = ['title', 'body'] as const;
export type PageField = (typeof PAGE_FIELDS)[number];

export const pageFields = z.object({
  title: z.string().trim().max(POST_TITLE_MAX, STUDIO_RULES.tooLong),
  body: z.string().max(POST_BODY_MAX, STUDIO_RULES.tooLong),
});
export type PageFields = z.infer<typeof pageFields>;

/** What a language must have before it is published. */
export const publishablePageFields = pageFields.extend({
  title: pageFields.shape.title.min(1, STUDIO_RULES.required),
  body: pageFields.shape.body.min(1, STUDIO_RULES.required),
});

export const PAGE_PATH_MAX = 120;
/** Lowercase words of any script joined by hyphens (ZWNJ kept): «privacy-policy», «قوانین-بار». */
export const PAGE_PATH_PATTERN =
  /^[\p{Ll}\p{Lo}\p{Nd}\p{M}\u200c]+(?:-[\p{Ll}\p{Lo}\p{Nd}\p{M}\u200c]+)*$/u;

export const pagePath = z
  .string()
  .trim()
  .min(1, STUDIO_RULES.required)
  .max(PAGE_PATH_MAX, STUDIO_RULES.tooLong)
  .regex(PAGE_PATH_PATTERN, STUDIO_RULES.pathFormat);

export const pageShared = z.object({
  /** The page's address after /page/, the same in every language. */
  path: pagePath,
});
export type PageShared = z.infer<typeof pageShared>;

export const pageLanguage = z.object({
  fields: pageFields,
  fieldStates: z.record(z.enum(PAGE_FIELDS), fieldState),
  /** The whole language: missing when nothing is written, else the worst of its fields. */
  state: fieldState,
  published: z.boolean(),
  /** The draft differs from what visitors see (or nothing is published yet). */
  unpublishedChanges: z.boolean(),
  direction: z.enum(['rtl', 'ltr']),
});
export type PageLanguage = z.infer<typeof pageLanguage>;

export const pageEditor = z.object({
  id: z.number().int(),
  version: z.number().int(),
  sourceLanguage: z.string(),
  shared: pageShared,
  /** The address visitors reach the page at now; null while no language is published. */
  publishedPath: z.string().nullable(),
  /** Addresses the page had before, which send visitors to the current one. */
  formerPaths: z.array(z.string()),
  languages: z.record(z.string(), pageLanguage),
  updatedAt: z.string(),
});
export type PageEditor = z.infer<typeof pageEditor>;

export const pageParams = z.object({ id: z.coerce.number().int().min(1) });
export const pageLanguageParams = pageParams.extend({ lang: languageCodeParam });
export const pageRevisionParams = pageParams.extend({
  revision: z.coerce.number().int().min(1),
});

export const newPageBody = z.object({ fields: pageFields, shared: pageShared });

/** A save of one language's fields (only those sent change) and, optionally, the address. */
export const pageSaveBody = z.object({
  fields: pageFields.partial(),
  shared: pageShared.partial().optional(),
});

export const pageListQuery = postListQuery;

export const pageListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  path: z.string(),
  updatedAt: z.string(),
  languages: z.record(z.string(), z.object({ state: fieldState, published: z.boolean() })),
});
export const pageList = z.object({ count: z.number().int(), results: z.array(pageListItem) });

export const pageRevisionList = z.object({ results: z.array(revisionSummary) });

export const pageRevisionComparison = z.object({
  lang: z.string(),
  direction: z.enum(['rtl', 'ltr']),
  fields: z.array(
    z.object({
      field: z.enum(PAGE_FIELDS),
      from: z.string(),
      to: z.string(),
      changed: z.boolean(),
    }),
  ),
});

/** A stale write's answer (412): the version it should have been based on, whole. */
export const pageStaleWrite = z.object({ detail: z.literal('stale'), current: pageEditor });
