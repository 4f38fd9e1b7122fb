// Language rows for tests that build their own fixtures instead of loading the demo content.
import type { TestApp } from './test-app';

const KNOWN = {
  fa: { name: 'فارسی', label: 'FA', direction: 'rtl' },
  en: { name: 'English', label: 'EN', direction: 'ltr' },
  ar: { name: 'العربية', label: 'AR', direction: 'rtl' },
  tr: { name: 'Türkçe', label: 'TR', direction: 'ltr' },
} as const;

export async function insertLanguages(
  t: TestApp,
  codes: (keyof typeof KNOWN)[],
  inactive: (keyof typeof KNOWN)[] = [],
): Promise<void> {
  const rows = [...codes, ...inactive].map((value, position) => ({
    value,
    ...KNOWN[value],
    status: inactive.includes(value) ? ('inactive' as const) : ('active' as const),
    position,
  }));
  await t.db.insertInto('languages').values(rows).execute();
  await t.app.contentChanged();
}
