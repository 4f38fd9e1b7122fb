// The list's keyboard: j or ↓ the next submission, k or ↑ the previous, Enter opens it, m
// marks it read or unread. Never while typing in a field (or with a modifier held), so the
// search box and the filter's fields keep their keys.
import { useEffect } from 'react';

export interface ListKeys {
  move(step: 1 | -1): void;
  open(): void;
  toggleRead(): void;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function useListKeys(keys: ListKeys): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      // Enter on a focused link or button is theirs already.
      const control =
        event.target instanceof HTMLAnchorElement || event.target instanceof HTMLButtonElement;
      if (event.key === 'Enter' && control) return;
      const action = {
        j: () => keys.move(1),
        ArrowDown: () => keys.move(1),
        k: () => keys.move(-1),
        ArrowUp: () => keys.move(-1),
        m: () => keys.toggleRead(),
        Enter: () => keys.open(),
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [keys]);
}
