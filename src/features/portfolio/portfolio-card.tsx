// A portfolio card: the banner (phone version on small screens), title and short
// description. The title links to the portfolio piece, and its link covers the card, so a
// tap anywhere on it follows the link.
import { Link } from 'react-router-dom';
import type { PortfolioItem } from '@contract/portfolio';
import { useLanguage } from '@shared/language/language-context';
import { getHref } from '@shared/paths';
import { CardShell } from '@shared/ui/card-shell';

export function PortfolioCard({ item }: { item: PortfolioItem }) {
  const { lang, t } = useLanguage();
  return (
    <div className="relative h-full">
      <CardShell
        desktop={item.banner.desktop_banner}
        phone={item.banner.phone_banner}
        sizes="(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 24rem"
      >
        <h2 className="line-clamp-2 text-lg font-bold">
          <Link
            to={getHref.portfolioSingle(lang)}
            className="after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-highlight"
          >
            {item.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-slate-700">
          {item.short_description || t.catalogue.noDetails}
        </p>
      </CardShell>
    </div>
  );
}
