// Toasts on demand: the first toast asked for loads react-toastify, its styles and the
// toast area (toast-area.tsx), waits for the area to be on the page, then shows. Waiting
// matters: react-toastify keeps a toast asked for before its container is mounted, but
// drops an update of it (toast.update finds no container), and the contact form updates
// its "sending" toast.
import type * as Toastify from 'react-toastify/unstyled';
import type { ToastContent, ToastOptions, UpdateOptions } from 'react-toastify';
import { showToastArea, toastAreaMounted } from './toast-area-store';

type Toast = typeof Toastify.toast;
export type ToastType = 'success' | 'error' | 'info';

let loading: Promise<Toast> | undefined;

/** Loads toasts and mounts their area; forms start it early (their submission's `preload`). */
export function loadToasts(): Promise<Toast> {
  loading ??= Promise.all([import('./toast-area'), import('react-toastify/unstyled')])
    .then(([, { toast }]) => {
      showToastArea();
      return toastAreaMounted.then(() => toast);
    })
    .catch((error: unknown) => {
      // A failed load (offline before the service worker had the files) may succeed later.
      loading = undefined;
      throw error;
    });
  return loading;
}

function withToast(use: (toast: Toast) => void): void {
  // Without the library there is no way to tell the visitor; the page goes on.
  loadToasts().then(use, () => undefined);
}

/** Shows a toast; options are react-toastify's (toastId, autoClose, ...). */
export function showToast(type: ToastType, content: ToastContent, options?: ToastOptions): void {
  withToast((toast) => toast[type](content, options));
}

export interface LoadingToast {
  /** Replaces the spinner with the outcome (react-toastify's `toast.update` options). */
  update(options: UpdateOptions): void;
  /** Takes the spinner away without an outcome (the form shows the answer itself). */
  dismiss(): void;
}

/** A toast with a spinner that stays until it is updated. */
export function showLoadingToast(content: ToastContent): LoadingToast {
  const id = loadToasts().then((toast) => toast.loading(content));
  // Handled here too: a spinner that never showed has nothing to update.
  id.catch(() => undefined);
  const withShown = (use: (toast: Toast, shown: Toastify.Id) => void) =>
    void id.then(
      (shown) => withToast((toast) => use(toast, shown)),
      () => undefined,
    );
  return {
    update: (options) => withShown((toast, shown) => toast.update(shown, options)),
    dismiss: () => withShown((toast, shown) => toast.dismiss(shown)),
  };
}

/** A check or cross at the start of a text (✅, ❌) is what the toast's own icon draws:
 * left out, the mark shows once, and never as a box where no emoji font exists. */
export const withoutLeadingMark = (text: string): string =>
  text.replace(/^[\u2705\u2714\u274C\u2716]\uFE0F?\s*/u, '');
