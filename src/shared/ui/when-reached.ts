// Calls back once an element comes within a margin of the viewport; an element that is not
// displayed (display: none) never comes within it. A browser without IntersectionObserver
// calls back at once.

/** Calls `reached` once the element comes within `margin` of the viewport; returns the clean-up. */
export function whenReached(element: Element, margin: string, reached: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    reached();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      reached();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
