// The blog sidebar: search, the most visited posts, categories (groups), tags and the
// follow-us icons. The list page passes every group and the most visited tags; a post
// passes its own. Selected filters are pressed toggle buttons. Below the desktop width the
// search and the toggles give way to the list's filter bar and panel, and the sidebar
// keeps the most visited posts and the follow-us icons (the post page hides it whole).
import type { BlogFilters, IdFilter } from '../list/blog-filters';
import type { BlogTextKey } from '../blog-texts';
import { SearchBox } from '../list/search-box';
import { FollowUs } from './follow-us';
import { MostVisitedPosts } from './most-visited-posts';
import { FilterToggles } from './filter-toggles';

interface Props {
  texts: Record<BlogTextKey, string>;
  filters: BlogFilters;
  groups: { id: number; title: string }[];
  tags: { id: number; title: string }[];
  error?: Error | null;
  onToggle(kind: IdFilter, id: number): void;
  onSearch(search: string): void;
}

/** Hidden by the style sheet, not by script, so the service's HTML is what the browser hydrates. */
const DESKTOP_ONLY = 'hidden lg:grid';

export function BlogSidebar({ texts, filters, groups, tags, error, onToggle, onSearch }: Props) {
  return (
    <div className="grid content-start gap-8">
      <div className={DESKTOP_ONLY}>
        <SearchBox
          placeholder={texts['search-in-blog']}
          initial={filters.search}
          onSearch={onSearch}
        />
      </div>
      <MostVisitedPosts title={texts['most-visited-blogs']} />
      {/* At every width: below it, the groups and tags it concerns are in the filter panel. */}
      {error && <p className="text-red-700">{error.message}</p>}
      <div className={`${DESKTOP_ONLY} content-start gap-8`}>
        <FilterToggles
          title={texts.category}
          items={groups}
          selected={filters.groups}
          onToggle={(id) => onToggle('group', id)}
        />
        <FilterToggles
          title={texts['most-visited-tags']}
          items={tags}
          selected={filters.tags}
          onToggle={(id) => onToggle('tag', id)}
          chips
        />
      </div>
      <FollowUs title={texts['follow-us']} />
    </div>
  );
}
