// A list's search box and its "language × missing/outdated" filter, written to the
// address on submit (a reload or a shared link shows the same list), back to page 1.
import { useId } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';
import type { ItemFilter } from './item-filter';
import { languageName } from './language-name';

export function ItemFilters({ filter, languages }: { filter: ItemFilter; languages: string[] }) {
  const { t } = useLocale();
  const [, setSearch] = useSearchParams();
  const id = useId();
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
      <div className="grid gap-1">
        <label htmlFor={`${id}-search`} className="font-bold">
          {t.posts.search}
        </label>
        <input
          id={`${id}-search`}
          name="search"
          type="search"
          maxLength={100}
          className="field"
          defaultValue={filter.search ?? ''}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-lang`} className="font-bold">
          {t.posts.filterLanguage}
        </label>
        <select id={`${id}-lang`} name="lang" className="field" defaultValue={filter.lang ?? ''}>
          <option value="">{t.posts.anyLanguage}</option>
          {languages.map((code) => (
            <option key={code} value={code}>
              {languageName(t, code)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-state`} className="font-bold">
          {t.posts.filterState}
        </label>
        <select id={`${id}-state`} name="state" className="field" defaultValue={filter.state ?? ''}>
          <option value="">{t.posts.anyState}</option>
          <option value="missing">{t.posts.states.missing}</option>
          <option value="outdated">{t.posts.states.outdated}</option>
        </select>
      </div>
      <button type="submit" className="button">
        {t.posts.filter}
      </button>
    </form>
  );
}
