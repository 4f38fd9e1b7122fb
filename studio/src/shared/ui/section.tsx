// One titled part of a screen (a form, a table), labelled by its heading.
import { useId } from 'react';
import type { ReactNode } from 'react';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-lg border border-slate-300 p-4">
      <h2 id={id} className="text-lg font-bold text-brand">
        {title}
      </h2>
      {children}
    </section>
  );
}
