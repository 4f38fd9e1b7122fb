// A row of items that scrolls sideways and shows it: a fade at each edge beyond which more
// items lie, so a visitor who sees only some of them knows to swipe. The fades let taps
// through, and native scrolling brings a focused item into view for keyboard users.
import type { ReactNode } from 'react';
import { useScrollEdges } from './use-scroll-edges';

interface Props {
  label: string;
  /** The list's own classes: its flex layout and snapping. */
  className?: string;
  /** The `<li>` items. */
  children: ReactNode;
}

// The fade runs from the page's background at its edge to nothing; drawn for the start
// edge, mirrored for the end, and mirrored again in right-to-left.
const FADE =
  'pointer-events-none absolute top-0 bottom-2 w-10 bg-linear-to-r from-slate-50 to-transparent transition-opacity';

export function ScrollRow({ label, className = '', children }: Props) {
  const { ref, more } = useScrollEdges<HTMLUListElement>();
  return (
    <div className="relative min-w-0">
      <ul
        ref={ref}
        aria-label={label}
        className={`flex overflow-x-auto pb-2 [scrollbar-width:thin] ${className}`}
      >
        {children}
      </ul>
      <span
        aria-hidden="true"
        data-edge="start"
        className={`${FADE} start-0 rtl:-scale-x-100 ${more.start ? '' : 'opacity-0'}`}
      />
      <span
        aria-hidden="true"
        data-edge="end"
        className={`${FADE} end-0 -scale-x-100 rtl:scale-x-100 ${more.end ? '' : 'opacity-0'}`}
      />
    </div>
  );
}
