// Scrolls smoothly to the address's anchor: 100 ms after the page changes, once the target
// exists, waiting at most 10 s for it. Sections above the target fill in as their content
// arrives, so until then the target is kept in view, unless the visitor scrolls themselves.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const DELAY_MS = 100;
const WAIT_LIMIT_MS = 10_000;
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function useHashScroll(): void {
  const { hash, pathname, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let scrolled = false;
    const observer = new MutationObserver(() => follow());
    const stop = () => {
      observer.disconnect();
      for (const event of VISITOR_INPUT) window.removeEventListener(event, stop);
    };
    const follow = () => {
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView({ behavior: scrolled ? 'auto' : 'smooth', block: 'start' });
      scrolled = true;
    };
    const start = window.setTimeout(() => {
      follow();
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      for (const event of VISITOR_INPUT) window.addEventListener(event, stop, { passive: true });
    }, DELAY_MS);
    const giveUp = window.setTimeout(stop, DELAY_MS + WAIT_LIMIT_MS);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(giveUp);
      stop();
    };
  }, [hash, pathname, key]);
}
