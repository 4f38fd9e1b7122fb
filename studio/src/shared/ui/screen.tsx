// A screen's frame: its heading (the document's one h1) and title, then its content. A
// screen reached by navigating within the studio takes the focus to its heading, so a
// screen reader announces the new screen and the keyboard starts from it; the first screen
// of a load leaves the focus where the browser put it.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useScreenTitle } from './use-screen-title';

export function Screen({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.documentElement.hasAttribute('data-ready')) heading.current?.focus();
  }, []);
  useScreenTitle(title);
  return (
    <div className="grid gap-6">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand">
        {title}
      </h1>
      {children}
    </div>
  );
}
