// The languages the site is written in, for the service, the site and its build alike:
// each code with its writing direction and its name in itself. Persian, the default, lives at the plain addresses
// and every other language under its code (site-addresses.ts). The service's language
// records say which of them are active and may set a direction of their own; these are
// the languages the site has texts for (src/locales). Adding one starts here: the
// type-check then names each table that needs an entry for it (its texts, its app
// manifest). Apart from the schemas, so the site can read it without loading zod.
export type Direction = 'rtl' | 'ltr';

export const SITE_LANGUAGES = {
  fa: { direction: 'rtl', name: 'فارسی' },
  en: { direction: 'ltr', name: 'English' },
  ar: { direction: 'rtl', name: 'العربية' },
} as const satisfies Record<string, { direction: Direction; name: string }>;

export type SiteLanguage = keyof typeof SITE_LANGUAGES;

export const DEFAULT_LANGUAGE = 'fa' satisfies SiteLanguage;

/** The languages at an address prefix of their own: every one but the default. */
export const PREFIXED_LANGUAGES = (Object.keys(SITE_LANGUAGES) as SiteLanguage[]).filter(
  (code) => code !== DEFAULT_LANGUAGE,
);

export function isSiteLanguage(code: string): code is SiteLanguage {
  return Object.hasOwn(SITE_LANGUAGES, code);
}

/** How a language is written; a language the site has no texts for, left to right. */
export function directionOf(code: string): Direction {
  return isSiteLanguage(code) ? SITE_LANGUAGES[code].direction : 'ltr';
}

/**
 * How a language is written on the site: the service's record for it wins (an operator may
 * add or turn a language), else the site's own list.
 */
export function directionIn(
  records: readonly { value: string; direction?: Direction }[],
  lang: string,
): Direction {
  return records.find((record) => record.value === lang)?.direction ?? directionOf(lang);
}

/** A language's entry in a table written for every language of the site; else Persian's. */
export function inSiteLanguage<T>(table: Record<SiteLanguage, T>, lang: string): T {
  return table[isSiteLanguage(lang) ? lang : DEFAULT_LANGUAGE];
}
