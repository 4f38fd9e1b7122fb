// A form's submit button, busy (and not pressed twice) while its request is on the way.
import type { ReactNode } from 'react';

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button justify-self-start" disabled={busy} aria-busy={busy}>
      {children}
    </button>
  );
}
