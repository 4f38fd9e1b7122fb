// The blog search: a search landmark whose placeholder is also its accessible name.
// Submitting sets (or, when empty, removes) the search in the address.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLanguage } from '@shared/language/language-context';

interface Props {
  placeholder: string;
  initial: string;
  onSearch(search: string): void;
}

export function SearchBox({ placeholder, initial, onSearch }: Props) {
  const { t } = useLanguage();
  const [value, setValue] = useState(initial);
  const [seen, setSeen] = useState(initial);
  // A new search in the address (back, forward, a link) replaces what the box shows.
  if (initial !== seen) {
    setSeen(initial);
    setValue(initial);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      {/* No width of its own (a search field asks for about 20 characters): the box takes
          what its row leaves, so a narrow row never widens the page. */}
      <input
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder || t.blog.search}
        maxLength={200}
        className="min-h-11 w-0 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4"
      />
      <button
        type="submit"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand text-white"
        aria-label={t.blog.search}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
    </form>
  );
}
