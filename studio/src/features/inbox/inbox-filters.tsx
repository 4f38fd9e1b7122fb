// The list's filter and search box, written to the address on submit (a reload or a shared
// link shows the same view), back to page 1; the box and form stay as they are.
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SUBMISSION_STATUSES } from '@contract/studio/inbox';
import type { InboxFilter } from '@contract/studio/inbox';
import { FieldFrame } from '@studio/shared/forms/field-frame';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { languageName } from '@studio/shared/translated-items/language-name';
import { FILTER_KEYS } from './inbox-filter';

export function InboxFilters({ filter }: { filter: InboxFilter }) {
  const { t } = useLocale();
  const [, setSearch] = useSearchParams();
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
      <FieldFrame label={t.inbox.search}>
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
      <FieldFrame label={t.inbox.status}>
        {(control) => (
          <select {...control} name="status" className="field" defaultValue={filter.status ?? ''}>
            <option value="">{t.inbox.anyStatus}</option>
            {SUBMISSION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.inbox.statuses[status]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={t.inbox.language}>
        {(control) => (
          <select {...control} name="lang" className="field" defaultValue={filter.lang ?? ''}>
            <option value="">{t.inbox.anyLanguage}</option>
            {languages.map((code) => (
              <option key={code} value={code}>
                {languageName(t, code)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={t.inbox.from}>
        {(control) => (
          <input
            {...control}
            name="from"
            type="date"
            className="field"
            defaultValue={filter.from ?? ''}
          />
        )}
      </FieldFrame>
      <FieldFrame label={t.inbox.to}>
        {(control) => (
          <input
            {...control}
            name="to"
            type="date"
            className="field"
            defaultValue={filter.to ?? ''}
          />
        )}
      </FieldFrame>
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
