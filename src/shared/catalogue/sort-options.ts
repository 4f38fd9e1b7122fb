// The sort menus of the list pages and the `ordering` each choice sends. "All" sends none,
// so the service's default order (newest first) applies.

export type CatalogueSort = 'all' | 'newest' | 'most-visited';

export const CATALOGUE_ORDERING: Record<CatalogueSort, string | undefined> = {
  all: undefined,
  newest: '-created_at',
  'most-visited': '-visited',
};

export type JobSort = 'all' | 'newest';

export const JOB_ORDERING: Record<JobSort, string | undefined> = {
  all: undefined,
  newest: '-updated_at',
};
