// The outbox button in the header: how many submissions wait to be sent (or were
// refused), and a list of each one's state. Hidden when the outbox is empty.
import { useId, useState } from 'react';
import { useLanguage } from '../language/language-context';
import { formatDate } from '../format/format-date';
import { announce } from './outbox-channel';
import { outboxDb } from './outbox-db';
import type { OutboxItem } from './outbox-item';
import { useOutbox } from './use-outbox';

export function OutboxIndicator() {
  const { t, lang } = useLanguage();
  const items = useOutbox();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const waiting = items.filter((item) => item.state === 'queued' || item.state === 'sending');
  const refused = items.filter((item) => item.state === 'refused');
  if (items.length === 0) return null;
  const count = waiting.length + refused.length;

  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="relative flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold hover:bg-black/10"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M3 7l9 6 9-6M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <span className="sr-only">{t.outbox.title}</span>
        {count > 0 && (
          <span
            data-testid="outbox-count"
            className={`rounded-full px-2 text-sm text-white ${refused.length > 0 ? 'bg-red-700' : 'bg-accent'}`}
          >
            {count}
          </span>
        )}
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute end-0 z-30 mt-2 w-80 max-w-[90vw] rounded-xl bg-white p-4 text-slate-900 shadow-lg"
      >
        <h2 className="mb-3 font-bold">{t.outbox.title}</h2>
        <ul className="grid gap-3">
          {items.map((item) => (
            <OutboxRow key={item.id} item={item} lang={lang} />
          ))}
        </ul>
      </div>
    </div>
  );
}

function OutboxRow({ item, lang }: { item: OutboxItem; lang: string }) {
  const { t } = useLanguage();
  return (
    <li className="grid gap-1 border-b border-slate-100 pb-2 text-sm">
      <p className="font-semibold">{item.label}</p>
      <p className="text-slate-600">{formatDate(new Date(item.createdAt).toISOString(), lang)}</p>
      <p className={item.state === 'refused' ? 'text-red-700' : 'text-slate-700'}>
        {t.outbox.states[item.state]}
        {item.error && `: ${item.error}`}
      </p>
      {item.state === 'refused' && (
        <button
          type="button"
          onClick={() =>
            void outboxDb.items.delete(item.id).then(() => announce({ type: 'changed' }))
          }
          className="justify-self-start underline"
        >
          {t.outbox.dismiss}
        </button>
      )}
    </li>
  );
}
