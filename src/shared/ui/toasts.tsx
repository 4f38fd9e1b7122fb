// The toast area: top right, one at a time, closing after 5 s (right-to-left aware).
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { useLanguage } from '../language/language-context';

export const TOAST_AUTO_CLOSE_MS = 5000;

export function Toasts() {
  const { dir } = useLanguage();
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
