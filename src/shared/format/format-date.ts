// Dates and numbers in the visitor's language: Persian in the Persian (solar hijri)
// calendar with Persian digits, Arabic with Arabic-Indic digits, English as in Britain.
// Dates are the airline's (Tehran time), so the service and every visitor's browser show
// the same day. The three languages the site ships are written here by hand, with the
// same output as Intl (tested against it): the first Intl date formatter a page builds
// loads its calendar, time zone and locale data in one step of 40–60 ms on a phone-class
// machine, a long task while the page comes to life. Other languages use Intl.
import { toJalaali } from 'jalaali-js';

const DIGITS: Record<string, string> = {
  fa: '۰۱۲۳۴۵۶۷۸۹',
  ar: '٠١٢٣٤٥٦٧٨٩',
  en: '0123456789',
};
const GROUP_SEPARATOR: Record<string, string> = { fa: '٬', ar: '٬', en: ',' };
const MONTHS: Record<string, readonly string[]> = {
  fa: [
    'فروردین',
    'اردیبهشت',
    'خرداد',
    'تیر',
    'مرداد',
    'شهریور',
    'مهر',
    'آبان',
    'آذر',
    'دی',
    'بهمن',
    'اسفند',
  ],
  ar: [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const HOUR_MS = 3_600_000;
const TEHRAN_STANDARD_OFFSET_MS = 3.5 * HOUR_MS;

/**
 * Iran's summer time, as the time zone database has it: an hour ahead from 00:00 on
 * 22 March (21 March in leap years from 1996) until 00:00 summer time on 22 (21) September,
 * in 1991 (from 3 May) to 2005 and 2008 to 2022. `standard` holds Tehran's standard wall time.
 */
function inSummerTime(standard: Date): boolean {
  const year = standard.getUTCFullYear();
  if (year < 1991 || (year > 2005 && year < 2008) || year > 2022) return false;
  const day = year >= 1996 && year % 4 === 0 ? 21 : 22;
  const start = year === 1991 ? Date.UTC(year, 4, 3) : Date.UTC(year, 2, day);
  const end = Date.UTC(year, 8, day) - HOUR_MS;
  return standard.getTime() >= start && standard.getTime() < end;
}

/** The calendar day in Tehran of an instant. */
function tehranDay(time: number): { year: number; month: number; day: number } {
  let local = new Date(time + TEHRAN_STANDARD_OFFSET_MS);
  if (inSummerTime(local)) local = new Date(local.getTime() + HOUR_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

const writeDigits = (text: string, digits: string) =>
  text.replace(/[0-9]/g, (digit) => digits[Number(digit)]!);

/** Intl's locale for each language, where the language's own code is not enough. */
const INTL_LOCALES: Record<string, string> = {
  fa: 'fa-IR-u-ca-persian-nu-arabext',
  ar: 'ar-u-nu-arab',
  en: 'en-GB',
};
const intlLocale = (lang: string) => INTL_LOCALES[lang] ?? lang;

/** Intl's formatters for what is not written here, built once per language. */
const intlDates = new Map<string, Intl.DateTimeFormat>();
const intlNumbers = new Map<string, Intl.NumberFormat>();

export function formatDate(iso: string, lang: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const digits = DIGITS[lang];
  const months = MONTHS[lang];
  if (!digits || !months) {
    let format = intlDates.get(lang);
    if (!format) {
      format = new Intl.DateTimeFormat(intlLocale(lang), {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'Asia/Tehran',
      });
      intlDates.set(lang, format);
    }
    return format.format(time);
  }
  const { year, month, day } = tehranDay(time);
  if (lang === 'fa') {
    const { jy, jm, jd } = toJalaali(year, month, day);
    return writeDigits(`${jd} ${months[jm - 1]} ${jy}`, digits);
  }
  return writeDigits(`${day} ${months[month - 1]} ${year}`, digits);
}

/** A code written with Western digits (a phone number, a flight number) in the language's digits. */
export function formatDigits(text: string, lang: string): string {
  const digits = DIGITS[lang];
  return digits ? writeDigits(text, digits) : text;
}

export function formatNumber(value: number, lang: string): string {
  const digits = DIGITS[lang];
  const separator = GROUP_SEPARATOR[lang];
  // Whole numbers from zero up (page numbers, counts) are written here; anything else,
  // with its signs and decimal marks, by Intl.
  if (!digits || !separator || !Number.isSafeInteger(value) || value < 0) {
    let format = intlNumbers.get(lang);
    if (!format) {
      format = new Intl.NumberFormat(intlLocale(lang));
      intlNumbers.set(lang, format);
    }
    return format.format(value);
  }
  const grouped = String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return writeDigits(grouped, digits);
}
