// A floating button that brings the visitor back to the top once they have scrolled down.
import { useEffect, useState } from 'react';
import { useLanguage } from '@shared/language/language-context';

export function ScrollToTopButton() {
  const { t } = useLanguage();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 400);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t.scrollToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed bottom-6 end-6 z-40 h-12 w-12 rounded-full bg-brand text-xl text-white shadow-lg"
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
