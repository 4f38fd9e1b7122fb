// Times in the account's language: the Persian calendar and digits for Persian.
import type { StudioLanguage } from '@contract/studio/roles';

const formats = new Map<StudioLanguage, Intl.DateTimeFormat>();

export function formatTime(iso: string, language: StudioLanguage): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'fa' ? 'fa-IR' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}
