// Groups or tags as toggle buttons: pressing one adds it to the filter, pressing it again
// removes it.
import { SidebarSection } from './sidebar-section';

interface Props {
  title: string;
  items: { id: number; title: string }[];
  selected: number[];
  onToggle(id: number): void;
  /** Tags show as chips; groups as a list. */
  chips?: boolean;
}

export function FilterToggles({ title, items, selected, onToggle, chips = false }: Props) {
  if (items.length === 0) return null;
  return (
    <SidebarSection title={title}>
      <ul className={chips ? 'flex flex-wrap gap-2' : 'grid gap-1'}>
        {items.map((item) => {
          const pressed = selected.includes(item.id);
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onToggle(item.id)}
                className={
                  chips
                    ? `min-h-11 rounded-full border px-4 text-sm ${pressed ? 'border-brand bg-brand text-white' : 'border-slate-300'}`
                    : `flex min-h-11 w-full items-center rounded-lg px-3 text-start ${pressed ? 'bg-brand text-white' : 'hover:bg-slate-100'}`
                }
              >
                {item.title}
              </button>
            </li>
          );
        })}
      </ul>
    </SidebarSection>
  );
}
