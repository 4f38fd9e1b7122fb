// A media card: banner, title, description (or a 'no details' line) and date. The whole
// card is one button, its title, that opens the item in a dialog: the dialog's code loads
// with the first opening, and focus returns to the card when it closes.
import { lazy, Suspense, useRef, useState } from 'react';
import type { MediaItem } from '@contract/media';
import { formatDate } from '@shared/format/format-date';
import { useLanguage } from '@shared/language/language-context';
import { CardShell } from '@shared/ui/card-shell';

const MediaDialog = lazy(() =>
  import('./media-dialog').then(({ MediaDialog }) => ({ default: MediaDialog })),
);

export function MediaCard({ item }: { item: MediaItem }) {
  const { lang, t } = useLanguage();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    // The button's ::after covers the card, so a tap anywhere on it opens the item.
    <div className="relative h-full">
      <CardShell
        desktop={item.desktop_banner}
        phone={item.phone_banner}
        sizes="(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 24rem"
      >
        <p className="text-sm font-semibold text-accent">{t.catalogue[item.type]}</p>
        <h2 className="line-clamp-2 text-lg font-bold">
          <button
            ref={opener}
            type="button"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
            className="text-start after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-highlight"
          >
            {item.title}
          </button>
        </h2>
        <p className="line-clamp-3 text-slate-700">{item.description || t.catalogue.noDetails}</p>
        <time dateTime={item.created_at} className="mt-auto text-sm text-slate-600">
          {formatDate(item.created_at, lang)}
        </time>
      </CardShell>
      {open && (
        <Suspense fallback={null}>
          <MediaDialog item={item} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
