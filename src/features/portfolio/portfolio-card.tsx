// A portfolio card: the banner (phone version on small screens), title and short
// description.
import type { PortfolioItem } from '../../../contract/portfolio';
import { useLanguage } from '../../shared/language/language-context';
import { Media } from '../../shared/ui/media';

export function PortfolioCard({ item }: { item: PortfolioItem }) {
  const { t } = useLanguage();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow">
      <Media
        desktop={item.banner.desktop_banner}
        phone={item.banner.phone_banner}
        alt=""
        sizes="(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 24rem"
        width={1600}
        height={900}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="line-clamp-2 text-lg font-bold">{item.title}</h2>
        <p className="line-clamp-3 text-slate-700">
          {item.short_description || t.catalogue.noDetails}
        </p>
      </div>
    </article>
  );
}
