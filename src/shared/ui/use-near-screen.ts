// True once an element comes within a screen's height of the viewport (and from then on),
// so what it needs can load just before the visitor reaches it. The change waits for the
// browser to be idle and renders as a transition: what it brings in (a slider, a form)
// never makes a long task while the page is still coming to life.
import { startTransition, useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { whenIdle } from '../hydration/when-idle';

export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    let cancel = () => undefined as void;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancel = whenIdle(() => startTransition(() => setNear(true)));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [ref, near]);
  return near;
}
