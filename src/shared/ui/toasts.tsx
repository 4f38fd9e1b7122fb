// Where the toast area sits in the layout. It renders nothing until a toast is first asked
// for (show-toast.ts), so a visit without toasts never loads react-toastify.
import { Suspense, lazy } from 'react';
import { useToastAreaShown } from './toast-area-store';

const ToastArea = lazy(() =>
  import('./toast-area').then((module) => ({ default: module.ToastArea })),
);

export function Toasts() {
  return (
    useToastAreaShown() && (
      <Suspense fallback={null}>
        <ToastArea />
      </Suspense>
    )
  );
}
