// The toast area: top right, one at a time, closing after 5 s (right-to-left aware).
// Loaded with react-toastify and its styles when the first toast is asked for
// (show-toast.ts); src/shared/ui/toasts.tsx puts it in the layout.
import { useEffect } from 'react';
// The unstyled build: the styles come as a stylesheet, not injected again by script.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { useLanguage } from '../language/language-context';
import { toastAreaDidMount } from './toast-area-store';
import { TOAST_AUTO_CLOSE_MS } from './toast-timing';

export function ToastArea() {
  const { dir } = useLanguage();
  // The container subscribes to react-toastify in its own effect, which runs before this
  // one (children first): from here on toasts and their updates reach it.
  useEffect(toastAreaDidMount, []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      limit={1}
      rtl={dir === 'rtl'}
      newestOnTop
    />
  );
}
