// Shapes shared by every area of the API: paged lists, errors, media and the query
// parameters every call accepts.
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from './site-languages';

/**
 * A query rule's refusal carries the rule's name (and its bound) rather than words: the
 * service words it in the request's language (server/src/http/query-refusals.ts).
 */
export type QueryRule =
  'integer' | 'atLeast' | 'atMost' | 'oneOf' | 'idList' | 'boolean' | 'languageCode' | 'tooLong';
export const QUERY_RULE_PREFIX = 'rule:';
export const queryRule = (rule: QueryRule, bound?: number | string) =>
  `${QUERY_RULE_PREFIX}${rule}${bound === undefined ? '' : `:${bound}`}`;

/** Every call carries `lang`; an unknown or missing code falls back to the default. */
export const languageCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^([a-z]{2,3}(-[a-z0-9]{2,8})?)?$/, queryRule('languageCode'));

export const langQuery = z.object({ lang: languageCode.default(DEFAULT_LANGUAGE) });

/** Decimal digits only: `0x10`, `1e3`, ` ` or `1.0` are not a page size. */
const decimalInteger = (bounds: (n: z.ZodNumber) => z.ZodNumber) =>
  z.coerce
    .string()
    .trim()
    .regex(/^\d{1,15}$/, queryRule('integer'))
    .transform(Number)
    .pipe(bounds(z.number().int()));

/** limit/offset paging in the style of Django REST framework. */
export const MAX_PAGE_LIMIT = 10_000;
export const pagingQuery = z.object({
  limit: decimalInteger((n) =>
    n.min(1, queryRule('atLeast', 1)).max(MAX_PAGE_LIMIT, queryRule('atMost', MAX_PAGE_LIMIT)),
  ).optional(),
  offset: decimalInteger((n) => n.min(0, queryRule('atLeast', 0))).default(0),
});

/** `ordering` takes one of the named fields, each optionally with a leading `-`. */
export function orderingQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.enum(values, { error: queryRule('oneOf', values.join(', ')) }).optional();
}

/** Comma-joined ids (`1,4,7`); empty parts are ignored. */
export const idListQuery = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d*)*\s*$|^\s*$/, queryRule('idList'))
  .transform((raw) =>
    raw
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(Number),
  )
  .optional();

export const booleanQuery = z
  .enum(['true', 'false', 'True', 'False', '1', '0'], { error: queryRule('boolean') })
  .transform((v) => v === 'true' || v === 'True' || v === '1')
  .optional();

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().min(0),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type Paged<T> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
};

/** `{"detail": "..."}`: every error that is not about a field (404, 413, 429, 500). */
export const errorDetail = z.object({ detail: z.string() });

/** A 400 keyed by field: `{"email": ["..."]}`; `non_field_errors` for the rest. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;

/** An address of an image or video; empty when the editor left it unset. */
export const mediaUrl = z.string();

export const bannerPair = z.object({
  desktop_banner: mediaUrl,
  phone_banner: mediaUrl,
});

/** A photo or media slot: desktop media and optional phone media. */
export const mediaPair = z.object({
  desktop_media: mediaUrl,
  phone_media: mediaUrl.nullable().optional(),
});

export const idTitle = z.object({ id: z.number().int(), title: z.string() });

/** What a 400 carries: field-keyed messages, or a detail when the body could not be read. */
export const badRequestBody = z.union([errorDetail, fieldErrors]);
