// The desktop menu: sub-menus open on hover and on keyboard focus (two levels).
import type { MenuLink as MenuEntry } from '@contract/pages';
import { useLanguage } from '@shared/language/language-context';
import { MenuLink } from './menu-link';

export function DesktopMenu({ items }: { items: MenuEntry[] }) {
  const { t } = useLanguage();
  return (
    <nav aria-label={t.mainMenu} className="flex-1 max-[906px]:hidden">
      <ul className="flex gap-x-3 whitespace-nowrap text-sm font-semibold min-[1100px]:gap-x-5">
        {items.map((item) => (
          <MenuItem key={item.id} item={item} />
        ))}
      </ul>
    </nav>
  );
}

const SUBMENU =
  'invisible absolute z-50 min-w-48 rounded-lg bg-white py-2 text-slate-900 opacity-0 shadow-lg transition';

function MenuItem({ item }: { item: MenuEntry }) {
  return (
    <li className="group/item relative">
      <MenuLink url={item.url} className="block py-2 hover:underline focus-visible:underline">
        {item.title}
        {item.children.length > 0 && (
          <span aria-hidden="true" className="ms-1 text-xs">
            ▾
          </span>
        )}
      </MenuLink>
      {item.children.length > 0 && (
        <ul
          className={`${SUBMENU} start-0 top-full group-focus-within/item:visible group-focus-within/item:opacity-100 group-hover/item:visible group-hover/item:opacity-100`}
        >
          {item.children.map((child) => (
            <SubItem key={child.id} item={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

function SubItem({ item }: { item: MenuEntry }) {
  return (
    <li className="group/sub relative">
      <MenuLink url={item.url} className="block px-4 py-2 hover:bg-sky-50 focus-visible:bg-sky-50">
        {item.title}
        {item.children.length > 0 && (
          <span aria-hidden="true" className="ms-1 inline-block text-xs rtl:-scale-x-100">
            ▸
          </span>
        )}
      </MenuLink>
      {item.children.length > 0 && (
        <ul
          className={`${SUBMENU} start-full top-0 group-focus-within/sub:visible group-focus-within/sub:opacity-100 group-hover/sub:visible group-hover/sub:opacity-100`}
        >
          {item.children.map((child) => (
            <li key={child.id}>
              <MenuLink
                url={child.url}
                className="block px-4 py-2 hover:bg-sky-50 focus-visible:bg-sky-50"
              >
                {child.title}
              </MenuLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
