// Tells a modal dialog's closing at once, however it closed (Escape, its close button, a
// click on the backdrop). The dialog's `close` event comes in a later task: Escape then
// Enter on the opener, pressed at once, found the dialog still marked open (so the opening
// did nothing) and then the late event closed it, so the opener seemed dead. The `open`
// attribute goes as the dialog closes, and an observer of it runs before any other task.
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

export function useDialogClosed(dialog: RefObject<HTMLDialogElement | null>, onClose: () => void) {
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const observer = new MutationObserver(() => {
      if (!element.open) latest.current();
    });
    observer.observe(element, { attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, [dialog]);
}
