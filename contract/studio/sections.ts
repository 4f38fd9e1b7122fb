// The texts of the site's fixed pages (home, about, services) in the studio: each section's
// title and each component's text and rich text, edited one language at a time beside the
// source language like a post, each field missing, outdated or done, published per language.
// A page's structure (its sections, their order, components, pictures and links) stays as
// the content defines it; only its words are edited here.
import { z } from 'zod';
import { STUDIO_RULES } from './accounts';
import { fieldState, languageCodeParam, revisionSummary } from './posts';

/** The fixed pages whose texts the studio edits, by their content record's policy. */
export const SECTION_PAGES = ['home-page', 'about-page', 'services-page'] as const;
export type SectionPage = (typeof SECTION_PAGES)[number];

export const SECTION_TEXT_MAX = 2_000;
export const SECTION_HTML_MAX = 20_000;

/**
 * One editable text of a page: a section's title (`<section>.title`), or a component's text
 * or rich text (`<section>.<component's position>.text|html`).
 */
export const sectionField = z.object({
  key: z.string(),
  kind: z.enum(['title', 'text', 'html']),
  /** The section's value (`home-header`) and its title in the source language. */
  section: z.string(),
  sectionTitle: z.string(),
  /** The component's value (`home-header-title`); null for the section's title. */
  component: z.string().nullable(),
});
export type SectionField = z.infer<typeof sectionField>;

export const sectionPageParams = z.object({ policy: z.enum(SECTION_PAGES) });
export const sectionPageLanguageParams = sectionPageParams.extend({ lang: languageCodeParam });
export const sectionPageRevisionParams = sectionPageParams.extend({
  revision: z.coerce.number().int().min(1),
});

export const sectionPageLanguage = z.object({
  fields: z.record(z.string(), z.string()),
  fieldStates: z.record(z.string(), fieldState),
  state: fieldState,
  published: z.boolean(),
  unpublishedChanges: z.boolean(),
  direction: z.enum(['rtl', 'ltr']),
});

export const sectionPageEditor = z.object({
  policy: z.enum(SECTION_PAGES),
  version: z.number().int(),
  sourceLanguage: z.string(),
  /** The page's texts in its order: sections in the order the site shows them. */
  fieldList: z.array(sectionField),
  languages: z.record(z.string(), sectionPageLanguage),
  updatedAt: z.string(),
});
export type SectionPageEditor = z.infer<typeof sectionPageEditor>;

/**
 * A save of one language's texts, by key (only those sent change); an unknown key is refused.
 * Rich texts are sanitized as a post's body is.
 */
export const sectionPageSaveBody = z.object({
  fields: z.record(z.string().max(200), z.string().max(SECTION_HTML_MAX, STUDIO_RULES.tooLong)),
});

export const sectionPageList = z.object({
  results: z.array(
    z.object({
      policy: z.enum(SECTION_PAGES),
      title: z.string(),
      updatedAt: z.string(),
      languages: z.record(z.string(), z.object({ state: fieldState, published: z.boolean() })),
    }),
  ),
});

export const sectionPageRevisionList = z.object({ results: z.array(revisionSummary) });

export const sectionPageRevisionComparison = z.object({
  lang: z.string(),
  direction: z.enum(['rtl', 'ltr']),
  fields: z.array(
    z.object({ field: z.string(), from: z.string(), to: z.string(), changed: z.boolean() }),
  ),
});

/** A stale write's answer (412): the page's texts as they are now. */
export const sectionPageStaleWrite = z.object({
  detail: z.literal('stale'),
  current: sectionPageEditor,
});
