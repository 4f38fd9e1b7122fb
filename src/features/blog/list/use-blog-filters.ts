// The blog list's filters read from and written to the address. Each change is a new
// history entry, so back and forward step through the visitor's filtering.
import { useSearchParams } from 'react-router-dom';
import type { IdFilter } from './blog-filters';
import { readFilters, toggleId, withSearch, withSelection, withoutFilters } from './blog-filters';

export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  return {
    filters: readFilters(params),
    toggle: (kind: IdFilter, id: number) => setParams(toggleId(params, kind, id)),
    apply: (selection: { groups: number[]; tags: number[] }) =>
      setParams(withSelection(params, selection)),
    search: (search: string) => setParams(withSearch(params, search)),
    clear: () => setParams(withoutFilters(params)),
  };
}
