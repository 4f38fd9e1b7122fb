// 'A new version is available' with a reload action, shown when an updated service worker
// waits. A panel of its own rather than a toast: toasts come one at a time, and a notice
// that stays until the visitor acts would hold back every other one (a form's "sent").
// It stays until the visitor reloads or puts it off for this page's life.
import { useEffect, useState } from 'react';
import { useLanguage } from '@shared/language/language-context';
import { applyUpdate, onUpdateWaiting } from './service-worker';

export function UpdatePrompt() {
  const { t } = useLanguage();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => onUpdateWaiting(() => setWaiting(true)), []);
  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 text-slate-900 shadow-lg ring-1 ring-slate-200"
    >
      <p>{t.update.available}</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => setWaiting(false)}
          className="whitespace-nowrap rounded-full px-3 py-1 font-semibold text-brand hover:underline"
        >
          {t.update.later}
        </button>
        <button
          type="button"
          onClick={applyUpdate}
          className="whitespace-nowrap rounded-full bg-brand px-3 py-1 font-semibold text-white"
        >
          {t.update.reload}
        </button>
      </div>
    </div>
  );
}
