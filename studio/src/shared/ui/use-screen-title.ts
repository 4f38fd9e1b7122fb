// Names the document after the screen, and marks the document ready once a screen (not a
// loading state) is shown: the browser tests wait for that mark, as they do on the site.
import { useEffect } from 'react';
import { useLocale } from '@studio/shared/i18n/locale-context';

export function useScreenTitle(title: string): void {
  const { t } = useLocale();
  useEffect(() => {
    document.title = `${title} · ${t.app.name}`;
    document.documentElement.setAttribute('data-ready', '');
  }, [title, t]);
}
