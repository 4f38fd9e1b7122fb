// The header offline in a language whose content was never saved: without its company
// record there is no logo, menu or switcher to draw, so this frame gives the way home and
// the languages whose content is saved on this device, the ones that can be read now.
import { useEffect, useState } from 'react';
import { withLanguage } from '@contract/site-addresses';
import { SITE_LANGUAGES, directionOf } from '@contract/site-languages';
import type { SiteLanguage } from '@contract/site-languages';
import { useLanguage } from '../language/language-context';
import { savedLanguages } from './query-persistence';

export function OfflineFrame() {
  const { lang, t } = useLanguage();
  const [readable, setReadable] = useState<SiteLanguage[]>([]);
  useEffect(() => {
    let current = true;
    const others = (Object.keys(SITE_LANGUAGES) as SiteLanguage[]).filter((code) => code !== lang);
    void savedLanguages(others).then((codes) => current && setReadable(codes));
    return () => {
      current = false;
    };
  }, [lang]);

  return (
    <header className="relative bg-white text-slate-900 shadow-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        {/* Whole-page links: a language's saved content is put back when its page starts. */}
        <a href={withLanguage(lang, '/')} className="shrink-0">
          <img src="/icons/icon-192.png" alt={t.offline.home} width={48} height={48} />
        </a>
        {readable.length > 0 && (
          <nav aria-label={t.offline.readableIn} className="flex flex-wrap items-center gap-3">
            <p className="text-sm">{t.offline.readableIn}</p>
            <ul className="flex flex-wrap gap-2">
              {readable.map((code) => (
                <li key={code}>
                  <a
                    href={withLanguage(code, '/')}
                    lang={code}
                    dir={directionOf(code)}
                    className="block rounded-full border border-current px-3 py-1 text-sm font-semibold"
                  >
                    {SITE_LANGUAGES[code].name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
