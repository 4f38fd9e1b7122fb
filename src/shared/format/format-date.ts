// Dates and numbers in the visitor's language: Persian in the Persian (solar hijri)
// calendar with Persian digits, other languages in their own locale. Dates are the
// airline's (Tehran time), so the service and every visitor's browser show the same day.
// Building a formatter costs far more than using one, so each is built once per language.
const LOCALES: Record<string, string> = {
  fa: 'fa-IR-u-ca-persian-nu-arabext',
  ar: 'ar-u-nu-arab',
  en: 'en-GB',
};

const localeOf = (lang: string) => LOCALES[lang] ?? lang;

function memoizedByLanguage<F>(create: (locale: string) => F): (lang: string) => F {
  const made = new Map<string, F>();
  return (lang) => {
    let formatter = made.get(lang);
    if (!formatter) {
      formatter = create(localeOf(lang));
      made.set(lang, formatter);
    }
    return formatter;
  };
}

const dateFormat = memoizedByLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Asia/Tehran',
    }),
);
const numberFormat = memoizedByLanguage((locale) => new Intl.NumberFormat(locale));

export function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(lang).format(date);
}

export function formatNumber(value: number, lang: string): string {
  return numberFormat(lang).format(value);
}
