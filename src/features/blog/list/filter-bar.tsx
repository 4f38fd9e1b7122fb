// Below the desktop width, where the sidebar's search and filters are hidden: the same
// search box beside the button that opens the filter panel. The button shows how many
// filters are active, and says so in its name.
import { formatNumber } from '@shared/format/format-date';
import { useLanguage } from '@shared/language/language-context';
import type { BlogTextKey } from '../blog-texts';
import type { BlogFilters } from './blog-filters';
import { activeFilterCount } from './blog-filters';
import { SearchBox } from './search-box';

interface Props {
  texts: Record<BlogTextKey, string>;
  filters: BlogFilters;
  onSearch(search: string): void;
  onOpenFilters(): void;
}

export function FilterBar({ texts, filters, onSearch, onOpenFilters }: Props) {
  const { lang, t } = useLanguage();
  const active = activeFilterCount(filters);
  return (
    <div className="flex items-center gap-2 lg:hidden">
      <div className="min-w-0 flex-1">
        <SearchBox
          placeholder={texts['search-in-blog']}
          initial={filters.search}
          onSearch={onSearch}
        />
      </div>
      <button
        type="button"
        onClick={onOpenFilters}
        aria-haspopup="dialog"
        className="flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 font-semibold"
      >
        {texts.filters}
        {active > 0 && (
          <>
            <span
              aria-hidden="true"
              className="grid min-w-6 place-items-center rounded-full bg-brand px-1.5 text-sm leading-6 text-white"
            >
              {formatNumber(active, lang)}
            </span>
            <span className="sr-only"> {t.blog.activeFilters(active)}</span>
          </>
        )}
      </button>
    </div>
  );
}
