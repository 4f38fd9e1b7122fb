// The list's filter and search box, written to the address on submit (a reload or a shared
// link shows the same view), back to page 1; the box and form stay as they are.
import { useId } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SUBMISSION_STATUSES } from '@contract/studio/inbox';
import type { InboxFilter } from '@contract/studio/inbox';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { languageName } from '@studio/shared/translated-items/language-name';
import { FILTER_KEYS } from './inbox-filter';

function Labelled({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      {children}
    </div>
  );
}

export function InboxFilters({ filter }: { filter: InboxFilter }) {
  const { t } = useLocale();
  const [, setSearch] = useSearchParams();
  const id = useId();
  const languages = Object.keys(t.posts.languageNames);
  if (filter.lang && !languages.includes(filter.lang)) languages.push(filter.lang);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    if (filter.form) next.set('form', String(filter.form));
    for (const name of FILTER_KEYS) {
      const value = String(form.get(name) ?? '').trim();
      if (value && name !== 'form') next.set(name, value);
    }
    setSearch(next);
  };
  const clear = () => setSearch(filter.form ? { form: String(filter.form) } : {});
  return (
    <form
      role="search"
      aria-label={t.inbox.filters}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3"
    >
      <Labelled id={`${id}-search`} label={t.inbox.search}>
        <input
          id={`${id}-search`}
          name="search"
          type="search"
          maxLength={100}
          className="field"
          defaultValue={filter.search ?? ''}
        />
      </Labelled>
      <Labelled id={`${id}-status`} label={t.inbox.status}>
        <select
          id={`${id}-status`}
          name="status"
          className="field"
          defaultValue={filter.status ?? ''}
        >
          <option value="">{t.inbox.anyStatus}</option>
          {SUBMISSION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t.inbox.statuses[status]}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled id={`${id}-lang`} label={t.inbox.language}>
        <select id={`${id}-lang`} name="lang" className="field" defaultValue={filter.lang ?? ''}>
          <option value="">{t.inbox.anyLanguage}</option>
          {languages.map((code) => (
            <option key={code} value={code}>
              {languageName(t, code)}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled id={`${id}-from`} label={t.inbox.from}>
        <input
          id={`${id}-from`}
          name="from"
          type="date"
          className="field"
          defaultValue={filter.from ?? ''}
        />
      </Labelled>
      <Labelled id={`${id}-to`} label={t.inbox.to}>
        <input
          id={`${id}-to`}
          name="to"
          type="date"
          className="field"
          defaultValue={filter.to ?? ''}
        />
      </Labelled>
      <label className="flex items-center gap-2 py-2">
        <input
          name="unread"
          type="checkbox"
          value="true"
          defaultChecked={filter.unread === 'true'}
        />
        {t.inbox.unreadOnly}
      </label>
      <label className="flex items-center gap-2 py-2">
        <input name="trash" type="checkbox" value="true" defaultChecked={filter.trash === 'true'} />
        {t.inbox.inTrash}
      </label>
      <button type="submit" className="button">
        {t.inbox.filter}
      </button>
      <button type="button" className="button-quiet" onClick={clear}>
        {t.inbox.clear}
      </button>
    </form>
  );
}
