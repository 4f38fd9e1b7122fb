// 'Install the app', shown only where the browser offers to install the site.
import { useEffect, useState } from 'react';
import { useLanguage } from '@shared/language/language-context';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export function InstallButton() {
  const { t } = useLanguage();
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setOffer(event as InstallPromptEvent);
    };
    const installed = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (!offer) return null;
  return (
    <button
      type="button"
      title={t.install}
      onClick={() => {
        void offer.prompt();
        void offer.userChoice.finally(() => setOffer(null));
      }}
      className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-current px-3 text-sm font-semibold"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 4v11M7 10l5 5 5-5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {/* The name is shown where the bar has room for it beside the menu (as the app link's),
          and stays for screen readers elsewhere: with it, the bar wraps at 907-1199 px. */}
      <span className="max-[1279px]:sr-only">{t.install}</span>
    </button>
  );
}
