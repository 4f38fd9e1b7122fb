// 'Install the app', shown only where the browser offers to install the site.
import { useEffect, useState } from 'react';
import { useLanguage } from '../../shared/language/language-context';

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
      onClick={() => {
        void offer.prompt();
        void offer.userChoice.finally(() => setOffer(null));
      }}
      className="min-h-11 rounded-full border border-[#0b2545] px-4 text-sm font-semibold"
    >
      {t.install}
    </button>
  );
}
