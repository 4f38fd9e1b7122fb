// A portfolio card: the banner (phone version on small screens), title and short
// description.
import type { PortfolioItem } from '../../../contract/portfolio';
import { useLanguage } from '../../shared/language/language-context';
import { CardShell } from '../../shared/ui/card-shell';

export function PortfolioCard({ item }: { item: PortfolioItem }) {
  const { t } = useLanguage();
  return (
    <CardShell
      desktop={item.banner.desktop_banner}
      phone={item.banner.phone_banner}
      sizes="(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 24rem"
    >
      <h2 className="line-clamp-2 text-lg font-bold">{item.title}</h2>
      <p className="line-clamp-3 text-slate-700">
        {item.short_description || t.catalogue.noDetails}
      </p>
    </CardShell>
  );
}
