// 'A new version is available' with a reload action, shown when an updated service worker
// waits. It stays until the visitor acts.
import { useEffect } from 'react';
import { useLanguage } from '../../shared/language/language-context';
import { showToast } from '../../shared/ui/show-toast';
import { applyUpdate, onUpdateWaiting } from './service-worker';

export function UpdatePrompt() {
  const { t } = useLanguage();
  useEffect(
    () =>
      onUpdateWaiting(() =>
        showToast(
          'info',
          <div className="flex items-center justify-between gap-3">
            <span>{t.update.available}</span>
            <button
              type="button"
              onClick={applyUpdate}
              className="rounded-full bg-brand px-3 py-1 font-semibold text-white"
            >
              {t.update.reload}
            </button>
          </div>,
          { toastId: 'update-available', autoClose: false, closeOnClick: false },
        ),
      ),
    [t],
  );
  return null;
}
