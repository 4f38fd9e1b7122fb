// Which ends of a sideways-scrolling element have more content beyond them. Read from the
// scroll offset's size, so it holds in right-to-left too (where the offset runs negative).
// Nothing is known before the element is measured: both ends start as "nothing beyond",
// the same on the service and in the browser's first render.
import { useCallback, useState } from 'react';

export interface ScrollEdges {
  start: boolean;
  end: boolean;
}

/** Below a pixel of scroll left is rounding, not more content. */
const SLACK = 1;

export function useScrollEdges<T extends HTMLElement>() {
  const [more, setMore] = useState<ScrollEdges>({ start: false, end: false });
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const measure = () => {
      const scrolled = Math.abs(element.scrollLeft);
      const start = scrolled > SLACK;
      const end = scrolled + element.clientWidth < element.scrollWidth - SLACK;
      setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, []);
  return { ref, more };
}
