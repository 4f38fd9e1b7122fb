// The blog list's filters live in the address (`?search=…&group=1,3&tag=4`), so they
// survive a reload, follow back and forward, and a shared link shows the same view.

export interface BlogFilters {
  search: string;
  groups: number[];
  tags: number[];
}

export type IdFilter = 'group' | 'tag';

function readIds(raw: string | null): number[] {
  return (raw ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

export function readFilters(params: URLSearchParams): BlogFilters {
  return {
    search: params.get('search')?.trim() ?? '',
    groups: readIds(params.get('group')),
    tags: readIds(params.get('tag')),
  };
}

function writeIds(params: URLSearchParams, key: IdFilter, ids: number[]) {
  if (ids.length > 0) params.set(key, ids.join(','));
  else params.delete(key);
}

/** Adds the id when it is not selected, removes it when it is. */
export function toggleId(params: URLSearchParams, key: IdFilter, id: number): URLSearchParams {
  const next = new URLSearchParams(params);
  const ids = readIds(params.get(key));
  writeIds(next, key, ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
  return next;
}

/** What the mobile panel's apply does: both selections written at once. */
export function withSelection(
  params: URLSearchParams,
  selection: Pick<BlogFilters, 'groups' | 'tags'>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  writeIds(next, 'group', selection.groups);
  writeIds(next, 'tag', selection.tags);
  return next;
}

/** Sets the search, or removes it when empty. */
export function withSearch(params: URLSearchParams, search: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (search.trim()) next.set('search', search.trim());
  else next.delete('search');
  return next;
}

/** How many filters narrow the list: each group, each tag, and the search. */
export function activeFilterCount(filters: BlogFilters): number {
  return filters.groups.length + filters.tags.length + (filters.search ? 1 : 0);
}

/** Removes the search, groups and tags, keeping any other parameter. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['search', 'group', 'tag']) next.delete(key);
  return next;
}
