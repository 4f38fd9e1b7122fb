// Type chips and the sort menu above the media and portfolio grids.
import { useLanguage } from '../language/language-context';
import { Dropdown } from '../ui/dropdown';
import type { CatalogueSort } from './sort-options';
import type { TypeChoice } from './type-filter';
import { TypeFilter } from './type-filter';

interface Props {
  type: TypeChoice;
  sort: CatalogueSort;
  onType(type: TypeChoice): void;
  onSort(sort: CatalogueSort): void;
}

export function CatalogueToolbar({ type, sort, onType, onSort }: Props) {
  const { t } = useLanguage();
  return (
    <div className="grid items-center gap-4 md:grid-cols-[minmax(0,1fr)_auto]">
      <TypeFilter value={type} onChange={onType} />
      <Dropdown
        label={t.catalogue.sortBy}
        showLabel
        value={sort}
        onChange={onSort}
        options={[
          { value: 'all', label: t.sort.all },
          { value: 'newest', label: t.sort.newest },
          { value: 'most-visited', label: t.sort.mostVisited },
        ]}
      />
    </div>
  );
}
