// Where success and failure notices appear, on the reading side's end of the screen.
import { Slide, ToastContainer } from 'react-toastify';
import { useLocale } from '@studio/shared/i18n/locale-context';

export function ToastArea() {
  const { language } = useLocale();
  const rtl = language === 'fa';
  return (
    <ToastContainer
      position={rtl ? 'bottom-left' : 'bottom-right'}
      rtl={rtl}
      transition={Slide}
      autoClose={5000}
      closeOnClick={false}
      draggable={false}
    />
  );
}
