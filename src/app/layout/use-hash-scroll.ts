// Scrolls smoothly to the address's anchor: 100 ms after the page changes, once the target
// exists, waiting at most 10 s for it (sections appear as their content loads).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const DELAY_MS = 100;
const WAIT_LIMIT_MS = 10_000;

export function useHashScroll(): void {
  const { hash, pathname, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let observer: MutationObserver | undefined;
    const scroll = (target: Element) => {
      observer?.disconnect();
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    };
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (target) return scroll(target);
      observer = new MutationObserver(() => {
        const appeared = document.getElementById(id);
        if (appeared) scroll(appeared);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }, DELAY_MS);
    const giveUp = window.setTimeout(() => observer?.disconnect(), DELAY_MS + WAIT_LIMIT_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(giveUp);
      observer?.disconnect();
    };
  }, [hash, pathname, key]);
}
