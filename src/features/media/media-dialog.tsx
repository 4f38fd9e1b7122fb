// One media item opened from its card: the title, its video or sound with controls (the
// banner picture above a podcast's player), or for an item with nothing to play its picture
// large; then its description and date. A modal dialog: the page behind is inert, Tab and
// Shift+Tab go round inside it, Escape, the close button or a click outside close it.
import { useEffect, useId, useRef } from 'react';
import type { FocusEvent } from 'react';
import type { MediaItem } from '@contract/media';
import { formatDate } from '@shared/format/format-date';
import { useLanguage } from '@shared/language/language-context';
import { CloseButton } from '@shared/ui/close-button';
import { useDialogClosed } from '@shared/ui/use-dialog-closed';
import { MediaPlayer } from './media-player';

interface Props {
  item: MediaItem;
  /** Called once the dialog has closed, however it was closed. */
  onClose(): void;
}

/** What Tab stops at inside the dialog (a player's own controls are inside its element). */
const FOCUSABLE = 'button, a[href], video[controls], audio[controls]';

// Guards before and after the content take the focus Tab would carry out of the dialog (to
// the browser's own controls, past a modal dialog) and hand it to the other end. A guard
// reached from outside, as on opening, hands it to the first control.
function wrapFocus(event: FocusEvent<HTMLElement>) {
  const box = event.currentTarget.parentElement;
  if (!box) return;
  const cameFromInside = box.contains(event.relatedTarget as Node | null);
  const targets = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const last = event.currentTarget.dataset.edge === 'start' && cameFromInside;
  (last ? targets.at(-1) : targets[0])?.focus();
}

export function MediaDialog({ item, onClose }: Props) {
  const { lang, t } = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useDialogClosed(dialog, onClose);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // A click on the dialog element itself is a click on its backdrop: the content
      // fills the box.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(56rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-inherit backdrop:bg-black/70"
    >
      <span tabIndex={0} data-edge="start" onFocus={wrapFocus} />
      <div className="grid gap-4 p-4 md:p-6">
        <header className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <p className="text-sm font-semibold text-accent">{t.catalogue[item.type]}</p>
            <h2 id={titleId} className="text-xl font-bold md:text-2xl">
              {item.title}
            </h2>
          </div>
          <CloseButton label={t.catalogue.close} onClick={() => dialog.current?.close()} />
        </header>
        <MediaPlayer item={item} />
        <p className="text-lg leading-8 text-slate-700">
          {item.description || t.catalogue.noDetails}
        </p>
        <time dateTime={item.created_at} className="text-sm text-slate-600">
          {formatDate(item.created_at, lang)}
        </time>
      </div>
      <span tabIndex={0} data-edge="end" onFocus={wrapFocus} />
    </dialog>
  );
}
