// The blog sidebar: search, the most visited posts, categories (groups), tags and the
// follow-us icons. The list page passes every group and the most visited tags; a post
// passes its own. Selected filters are pressed toggle buttons.
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

export function BlogSidebar({ texts, filters, groups, tags, error, onToggle, onSearch }: Props) {
  return (
    <div className="grid content-start gap-8">
      <SearchBox
        placeholder={texts['search-in-blog']}
        initial={filters.search}
        onSearch={onSearch}
      />
      <MostVisitedPosts title={texts['most-visited-blogs']} />
      {error && <p className="text-red-700">{error.message}</p>}
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
      <FollowUs title={texts['follow-us']} />
    </div>
  );
}
