// Checks every kind of item's writes share: the languages a call names exist on the site,
// and a rich body is stored sanitized, a script or data link refused.
import type { Db } from '../../../db/database';
import { hasUnsafeLink, sanitizeRichText } from '../posts/rich-text';
import { StudioRefusal } from '../refusals';
import { activeLanguages } from '../site-languages';
import type { StudioLanguage } from '../site-languages';

export async function languagesOrRefuse(db: Db, wanted: string[]): Promise<StudioLanguage[]> {
  const languages = await activeLanguages(db);
  const unknown = wanted.filter((lang) => !languages.some((l) => l.value === lang));
  if (unknown.length > 0)
    throw new StudioRefusal(400, 'invalid', { languages: ['unknownLanguage'] });
  return languages;
}

/** The fields as stored: the body's HTML sanitized, a script or data link refused. */
export async function withCleanBody<F extends { body?: string }>(fields: F): Promise<F> {
  if (fields.body === undefined) return fields;
  if (await hasUnsafeLink(fields.body))
    throw new StudioRefusal(400, 'invalid', { body: ['unsafeLink'] });
  return { ...fields, body: await sanitizeRichText(fields.body) };
}

/**
 * Each language's refusals of a publishing check, named `<lang>.<field>`; a language never
 * written is checked as empty fields, so each names its rule.
 */
export function publishRefusals<F extends string>(
  check: {
    safeParse(value: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  drafts: Map<string, { fields: Record<F, string> }>,
  languages: string[],
  empty: Record<F, string>,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const lang of languages) {
    const checked = check.safeParse(drafts.get(lang)?.fields ?? empty);
    for (const issue of checked.error?.issues ?? [])
      (fields[`${lang}.${String(issue.path[0])}`] ??= []).push(issue.message);
  }
  return fields;
}
