// A grid of cards for one page of a paged list, with skeletons while the first page loads,
// a line when there is nothing, and the pager when there is more than one page.
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Skeleton } from '../ui/skeleton';
import { Pager } from './pager';
import type { usePagedList } from './use-paged-list';

interface Props<T> {
  list: ReturnType<typeof usePagedList<T>>;
  label: string;
  empty: string;
  itemKey(item: T): number;
  renderItem(item: T): ReactNode;
}

export function PagedGrid<T>({ list, label, empty, itemKey, renderItem }: Props<T>) {
  const top = useRef<HTMLUListElement>(null);
  const { query } = list;
  const changePage = (page: number) => {
    list.setPage(page);
    top.current?.scrollIntoView({ block: 'nearest' });
  };
  if (query.isSuccess && query.data.results.length === 0)
    return <p className="py-10 text-center text-slate-600">{empty}</p>;
  return (
    <div>
      <ul
        ref={top}
        aria-label={label}
        aria-busy={query.isFetching}
        className="grid scroll-mt-24 gap-6 sm:grid-cols-2 lg:grid-cols-3"
      >
        {query.isPending
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-80" />
              </li>
            ))
          : query.data?.results.map((item) => <li key={itemKey(item)}>{renderItem(item)}</li>)}
      </ul>
      {list.paged && <Pager page={list.page} pages={list.pages} onChange={changePage} />}
    </div>
  );
}
