// Dates and numbers in the visitor's language: Persian in the Persian (solar hijri)
// calendar with Persian digits, other languages in their own locale. Dates are the
// airline's (Tehran time), so the service and every visitor's browser show the same day.
const LOCALES: Record<string, string> = {
  fa: 'fa-IR-u-ca-persian-nu-arabext',
  ar: 'ar-u-nu-arab',
  en: 'en-GB',
};

const localeOf = (lang: string) => LOCALES[lang] ?? lang;

export function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(lang), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Tehran',
  }).format(date);
}

export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(localeOf(lang)).format(value);
}
