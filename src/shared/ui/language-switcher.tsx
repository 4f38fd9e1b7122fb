// Dropdown of the active languages (name and label); closes on outside click and Escape.
import { useEffect, useId, useRef, useState } from 'react';
import { useLanguage } from '../language/language-context';

export function LanguageSwitcher() {
  const { lang, languages, setLanguage, t } = useLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const current = languages.find((language) => language.value === lang);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className="rounded-full border border-current px-3 py-1 text-sm font-semibold"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {/* The language's own name, in its own script, which the page's fonts draw: its
            Latin code on a Persian or Arabic page would send the first layout looking for a
            system font. The visible name ends the accessible one, so voice control can say
            what it sees. */}
        <span className="sr-only">{`${t.chooseLanguage}: `}</span>
        {current?.name ?? lang}
      </button>
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t.chooseLanguage}
          className="absolute end-0 z-50 mt-2 max-h-60 min-w-40 overflow-y-auto rounded-lg bg-white py-1 text-start text-slate-900 shadow-lg"
        >
          {languages.map((language) => {
            const choose = () => {
              setOpen(false);
              setLanguage(language.value);
            };
            // The option itself takes focus and the choice: a button inside an option
            // would be an interactive element nested in another.
            return (
              <li
                key={language.value}
                role="option"
                aria-selected={language.value === lang}
                tabIndex={0}
                lang={language.value}
                className="flex w-full cursor-pointer justify-between gap-4 px-4 py-2 hover:bg-sky-50 focus-visible:bg-sky-50"
                onClick={choose}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    choose();
                  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                    event.preventDefault();
                    const next =
                      event.key === 'ArrowDown'
                        ? event.currentTarget.nextElementSibling
                        : event.currentTarget.previousElementSibling;
                    (next as HTMLElement | null)?.focus();
                  }
                }}
              >
                <span>{language.name}</span>
                <span className="text-slate-600">{language.label}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
