// Where success and failure notices appear. On a wide screen they sit at the bottom, on the
// reading side's end; on a phone they span the screen's width, so they sit at the top:
// at the bottom they would cover the editor's last section (publishing) for as long as
// they show, and a pointer resting on one keeps it there.
import { useSyncExternalStore } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
import { useLocale } from '@studio/shared/i18n/locale-context';

/** react-toastify's own breakpoint, where its notices take the screen's full width. */
const PHONE = '(max-width: 480px)';

const subscribe = (listener: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
const onPhone = () => window.matchMedia(PHONE).matches;

export function ToastArea() {
  const { language } = useLocale();
  const phone = useSyncExternalStore(subscribe, onPhone);
  const rtl = language === 'fa';
  return (
    <ToastContainer
      position={phone ? 'top-center' : rtl ? 'bottom-left' : 'bottom-right'}
      rtl={rtl}
      transition={Slide}
      autoClose={5000}
      closeOnClick={false}
      draggable={false}
    />
  );
}
