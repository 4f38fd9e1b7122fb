// The one pager of the site: previous, the page buttons of the pager rule and next.
// Right-to-left languages see it mirrored (page 1 on the right) because the row follows
// the document direction; the reading and tab order stays 1, 2, 3.
import { formatNumber } from '../format/format-date';
import { useLanguage } from '../language/language-context';
import { pagerItems } from './pager-items';
import { ReadingChevron } from '../ui/reading-chevron';

interface Props {
  page: number;
  pages: number;
  onChange(page: number): void;
}

export function Pager({ page, pages, onChange }: Props) {
  const { t, lang } = useLanguage();
  const button =
    'grid h-11 min-w-11 place-items-center rounded-full px-3 font-semibold disabled:opacity-40';
  return (
    <nav aria-label={t.pager.label} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={`${button} hover:bg-slate-200`}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
            aria-label={t.pager.previous}
          >
            <ReadingChevron back />
          </button>
        </li>
        {pagerItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={`${button} ${item === page ? 'bg-brand text-white' : 'hover:bg-slate-200'}`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t.pager.page(item)}
                onClick={() => onChange(item)}
              >
                {formatNumber(item, lang)}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${button} hover:bg-slate-200`}
            disabled={page >= pages}
            onClick={() => onChange(page + 1)}
            aria-label={t.pager.next}
          >
            <ReadingChevron />
          </button>
        </li>
      </ul>
    </nav>
  );
}
