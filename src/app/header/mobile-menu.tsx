// The menu at or below 906px: a burger button opens a full-screen panel sliding in from
// the inline end in 0.3 s, with expandable groups, a back button, logo and login.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Company } from '@contract/company';
import type { MenuLink as MenuEntry } from '@contract/pages';
import { useLanguage } from '@shared/language/language-context';
import { ReadingChevron } from '@shared/ui/reading-chevron';
import { MenuLink } from './menu-link';

export function MobileMenu({ items, company }: { items: MenuEntry[]; company: Company }) {
  const { t } = useLanguage();
  const [open, setOpen] = useState(false);
  // The panel's logo is fetched once the panel is wanted (the burger touched, focused or
  // pressed), not with the page: on a phone's first load its bytes would share the
  // connection with the fonts and styles the first paint waits for.
  const [logoWanted, setLogoWanted] = useState(false);
  const wantLogo = useCallback(() => setLogoWanted(true), []);
  const panelId = useId();
  const burger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    burger.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <div className="min-[907px]:hidden">
      <button
        ref={burger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t.openMenu}
        onPointerEnter={wantLogo}
        onFocus={wantLogo}
        onClick={() => {
          wantLogo();
          setOpen(true);
        }}
        className="rounded p-2"
      >
        {/* Drawn, not a "☰" character: no font the page loads has that glyph, and looking
            one up among the system's fonts stalls the first layout. */}
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
      <div
        id={panelId}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t.mainMenu}
        inert={!open}
        className={`fixed inset-0 z-50 flex flex-col bg-white text-slate-900 transition-[transform,visibility] duration-300 ${open ? 'visible translate-x-0' : 'invisible translate-x-full rtl:-translate-x-full'}`}
      >
        <div className="flex items-center justify-between border-b p-4">
          <button
            type="button"
            onClick={close}
            className="flex items-center gap-1 rounded px-2 py-1 font-semibold"
          >
            <ReadingChevron back />
            {t.back}
          </button>
          {logoWanted ? (
            <img src={company.logo} alt={company.name} width={120} height={40} />
          ) : (
            <span className="block h-10 w-[120px]" />
          )}
        </div>
        <nav aria-label={t.mainMenu} className="flex-1 overflow-y-auto p-4">
          <ul className="space-y-1">
            {items.map((item) => (
              <MobileItem key={item.id} item={item} onNavigate={close} />
            ))}
          </ul>
        </nav>
        <a
          href={company.login_url}
          target="_blank"
          rel="noopener noreferrer"
          className="m-4 rounded-full bg-accent py-3 text-center font-semibold text-white"
        >
          {company.login_icon_text}
        </a>
      </div>
    </div>
  );
}

function MobileItem({ item, onNavigate }: { item: MenuEntry; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const groupId = useId();
  return (
    <li>
      <div className="flex items-center justify-between">
        <MenuLink
          url={item.url}
          onNavigate={onNavigate}
          className="block flex-1 py-2 text-lg font-semibold"
        >
          {item.title}
        </MenuLink>
        {item.children.length > 0 && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={groupId}
            aria-label={item.title}
            onClick={() => setExpanded((v) => !v)}
            className="px-3 py-2"
          >
            <span aria-hidden="true">{expanded ? '−' : '+'}</span>
          </button>
        )}
      </div>
      {item.children.length > 0 && expanded && (
        <ul id={groupId} className="ms-4 border-s ps-3">
          {item.children.map((child) => (
            <MobileItem key={child.id} item={child} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}
