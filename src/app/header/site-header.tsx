// The site's header: logo, the first level of the menu, the app and login buttons and the
// language switcher. On the home page it lies over the hero and shows the light logo.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Company } from '@contract/company';
import { usePageContent } from '@shared/content/use-page-content';
import { useLanguage } from '@shared/language/language-context';
import { DeferredOutboxIndicator } from '@shared/outbox/deferred-outbox-indicator';
import { LanguageSwitcher } from '@shared/ui/language-switcher';
import { InstallButton } from '../pwa/install-button';
import { getHref } from '@shared/paths';
import { DesktopMenu } from './desktop-menu';
import { MobileMenu } from './mobile-menu';
import { readQuery } from '@shared/api/read-query';

export function SiteHeader({ company, onHome }: { company: Company; onHome: boolean }) {
  const { lang } = useLanguage();
  const { data: navbar } = usePageContent(lang, 'navbar');
  const companyId = navbar?.company;
  // The menu is read only once the navbar page names its company (no company 0 is read).
  const { data: menu = [] } = useQuery({
    ...readQuery('headerMenu', lang, { company: companyId ?? 0 }),
    enabled: companyId !== undefined,
  });
  const logo = onHome ? company.home_logo : company.logo;
  return (
    <header
      className={onHome ? 'relative text-white' : 'relative bg-white text-slate-900 shadow-sm'}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 min-[907px]:gap-4 min-[1100px]:gap-6">
        {/* On a phone the menu is hidden and nothing grows: the logo's margin keeps it at the
            inline start and puts the buttons at the inline end. */}
        <Link to={getHref.home(lang)} className="shrink-0 max-[906px]:me-auto">
          <img src={logo} alt={company.name} width={144} height={48} className="max-[906px]:w-28" />
        </Link>
        <DesktopMenu items={menu} />
        <a
          href={company.app_url}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-2 rounded-full border border-current px-2.5 py-1.5 min-[1100px]:px-4 text-sm font-semibold max-[906px]:hidden"
        >
          {/* Lazy: a phone hides this link, and an image with no box is then never fetched. */}
          <img src={company.app_logo} alt="" width={20} height={20} loading="lazy" />
          {/* Icon only where the menu needs the room, so the bar stays one line. */}
          <span className="max-[1099px]:sr-only">{company.app_icon_text}</span>
        </a>
        <a
          href={company.login_url}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-full bg-accent px-4 py-1.5 text-sm font-semibold text-white max-[906px]:hidden"
        >
          {company.login_icon_text}
        </a>
        <InstallButton />
        <DeferredOutboxIndicator />
        <LanguageSwitcher />
        <MobileMenu items={menu} company={company} />
      </div>
    </header>
  );
}
