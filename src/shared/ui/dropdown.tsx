// The one dropdown of the site (sort menus): a button that opens a list of options.
// Keyboard: arrows, Home and End move, Enter or Space picks, Escape closes; a click
// outside closes it too. Follows the listbox pattern so screen readers announce it.
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

export interface DropdownOption<V extends string> {
  value: V;
  label: string;
}

interface Props<V extends string> {
  label: string;
  /** Show the label in the button before the choice, where the choice alone could be read
   *  as something else (a sort menu's "All" beside an "All" filter). */
  showLabel?: boolean;
  options: readonly DropdownOption<V>[];
  value: V;
  onChange(value: V): void;
}

export function Dropdown<V extends string>({
  label,
  showLabel = false,
  options,
  value,
  onChange,
}: Props<V>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const selected = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );

  useEffect(() => {
    if (!open) return;
    list.current?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const show = () => {
    setActive(selected);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const pick = (index: number) => {
    const option = options[index];
    if (option) onChange(option.value);
    close();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show();
    }
  };
  const onListKey = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const moves: Record<string, () => void> = {
      ArrowDown: () => setActive((i) => Math.min(last, i + 1)),
      ArrowUp: () => setActive((i) => Math.max(0, i - 1)),
      Home: () => setActive(0),
      End: () => setActive(last),
      Enter: () => pick(active),
      ' ': () => pick(active),
      Escape: close,
      Tab: () => setOpen(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  return (
    <div ref={root} className="relative inline-block">
      <span id={`${id}-label`} className="sr-only">
        {label}
      </span>
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onButtonKey}
        className="flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 font-semibold"
      >
        {showLabel && (
          <span aria-hidden="true" className="font-normal text-slate-600">
            {`${label}:`}
          </span>
        )}
        <span id={`${id}-value`}>{options[selected]?.label}</span>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
      {open && (
        <ul
          ref={list}
          role="listbox"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          aria-activedescendant={`${id}-${active}`}
          onKeyDown={onListKey}
          className="absolute end-0 z-20 mt-2 min-w-44 rounded-xl bg-white py-2 shadow-lg outline-none"
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === selected}
              onClick={() => pick(index)}
              onPointerMove={() => setActive(index)}
              className={`cursor-pointer px-4 py-2 ${index === active ? 'bg-slate-100' : ''} ${
                index === selected ? 'font-bold' : ''
              }`}
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
