// A list's search box and its "language × missing/outdated" filter, written to the
// address on submit (a reload or a shared link shows the same list), back to page 1.
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FieldFrame } from '@studio/shared/forms/field-frame';
import { useLocale } from '@studio/shared/i18n/locale-context';
import type { ItemFilter } from './item-filter';
import { languageName } from './language-name';

export function ItemFilters({ filter, languages }: { filter: ItemFilter; languages: string[] }) {
  const { t } = useLocale();
  const [, setSearch] = useSearchParams();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['search', 'lang', 'state']) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setSearch(next);
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <FieldFrame label={t.posts.search}>
        {(control) => (
          <input
            {...control}
            name="search"
            type="search"
            maxLength={100}
            className="field"
            defaultValue={filter.search ?? ''}
          />
        )}
      </FieldFrame>
      <FieldFrame label={t.posts.filterLanguage}>
        {(control) => (
          <select {...control} name="lang" className="field" defaultValue={filter.lang ?? ''}>
            <option value="">{t.posts.anyLanguage}</option>
            {languages.map((code) => (
              <option key={code} value={code}>
                {languageName(t, code)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={t.posts.filterState}>
        {(control) => (
          <select {...control} name="state" className="field" defaultValue={filter.state ?? ''}>
            <option value="">{t.posts.anyState}</option>
            <option value="missing">{t.posts.states.missing}</option>
            <option value="outdated">{t.posts.states.outdated}</option>
          </select>
        )}
      </FieldFrame>
      <button type="submit" className="button">
        {t.posts.filter}
      </button>
    </form>
  );
}
