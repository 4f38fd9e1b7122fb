// A media card: banner, title, description (or a 'no details' line) and date; the title
// opens the media file when there is one.
import type { MediaItem } from '../../../contract/media';
import { formatDate } from '../../shared/format/format-date';
import { useLanguage } from '../../shared/language/language-context';
import { CardShell } from '../../shared/ui/card-shell';

export function MediaCard({ item }: { item: MediaItem }) {
  const { lang, t } = useLanguage();
  return (
    <CardShell
      desktop={item.desktop_banner}
      phone={item.phone_banner}
      sizes="(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 24rem"
    >
      <p className="text-sm font-semibold text-accent">{t.catalogue[item.type]}</p>
      <h2 className="line-clamp-2 text-lg font-bold">
        {item.file ? (
          <a href={item.file} className="hover:underline">
            {item.title}
          </a>
        ) : (
          item.title
        )}
      </h2>
      <p className="line-clamp-3 text-slate-700">{item.description || t.catalogue.noDetails}</p>
      <time dateTime={item.created_at} className="mt-auto text-sm text-slate-600">
        {formatDate(item.created_at, lang)}
      </time>
    </CardShell>
  );
}
