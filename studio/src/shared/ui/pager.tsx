// A list's pages as links that keep the rest of the address (its filter): previous, where
// it is, next. Nothing when everything fits on one page.
import { Link, useSearchParams } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';

export function pageHref(search: URLSearchParams, page: number) {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return `?${next}`;
}

export function Pager({ label, page, pages }: { label: string; page: number; pages: number }) {
  const { t } = useLocale();
  const [search] = useSearchParams();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-4">
      {page > 1 && (
        <Link className="link" to={pageHref(search, page - 1)}>
          {t.posts.previous}
        </Link>
      )}
      <span>{t.posts.pageOf(page, pages)}</span>
      {page < pages && (
        <Link className="link" to={pageHref(search, page + 1)}>
          {t.posts.next}
        </Link>
      )}
    </nav>
  );
}

/** The page the address names (?page=2), 1 when it names none or nonsense. */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
