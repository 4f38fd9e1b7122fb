// Below the desktop width the sidebar's filters open in a full-screen panel: a copy of
// the current groups and tags is edited there, and apply writes both to the address and
// closes. A modal dialog keeps focus inside and closes on Escape.
import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '@shared/language/language-context';
import { CloseButton } from '@shared/ui/close-button';
import { useDialogClosed } from '@shared/ui/use-dialog-closed';
import type { BlogTextKey } from '../blog-texts';
import type { BlogFilters } from './blog-filters';
import { SearchBox } from './search-box';

interface Props {
  open: boolean;
  texts: Record<BlogTextKey, string>;
  filters: BlogFilters;
  groups: { id: number; title: string }[];
  tags: { id: number; title: string }[];
  onApply(selection: { groups: number[]; tags: number[] }): void;
  onSearch(search: string): void;
  onClose(): void;
}

const toggled = (ids: number[], id: number) =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];

export function MobileFilterPanel(props: Props) {
  const { open, texts, filters, groups, tags, onApply, onSearch, onClose } = props;
  const { t } = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  const [selection, setSelection] = useState({ groups: filters.groups, tags: filters.tags });
  useDialogClosed(dialog, onClose);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // Each opening starts from the selection in the address.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelection({ groups: filters.groups, tags: filters.tags });
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="filter-panel-title"
      className="m-0 h-full max-h-none w-full max-w-none bg-slate-50 p-0 backdrop:bg-black/40"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center justify-between gap-4 bg-white px-4 py-3 shadow">
          <h2 id="filter-panel-title" className="text-lg font-bold">
            {texts.filters}
          </h2>
          <CloseButton label={t.blog.closeFilters} onClick={onClose} />
        </header>
        <div className="grid flex-1 content-start gap-6 overflow-y-auto p-4">
          <SearchBox
            placeholder={texts['search-in-blog']}
            initial={filters.search}
            onSearch={(search) => {
              onSearch(search);
              onClose();
            }}
          />
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-bold">{texts.category}</legend>
            {groups.map((group) => (
              <label key={group.id} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={selection.groups.includes(group.id)}
                  onChange={() =>
                    setSelection((s) => ({ ...s, groups: toggled(s.groups, group.id) }))
                  }
                />
                {group.title}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend className="mb-2 font-bold">{texts['most-visited-tags']}</legend>
            <div className="flex flex-wrap gap-2">
              {tags.map((tag) => {
                const pressed = selection.tags.includes(tag.id);
                return (
                  <button
                    key={tag.id}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => setSelection((s) => ({ ...s, tags: toggled(s.tags, tag.id) }))}
                    className={`min-h-11 rounded-full border px-4 text-sm ${pressed ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white'}`}
                  >
                    {tag.title}
                  </button>
                );
              })}
            </div>
          </fieldset>
        </div>
        <footer className="bg-white p-4 shadow">
          <button
            type="button"
            onClick={() => {
              onApply(selection);
              onClose();
            }}
            className="min-h-11 w-full rounded-full bg-brand font-semibold text-white"
          >
            {texts['apply-filters']}
          </button>
        </footer>
      </div>
    </dialog>
  );
}
