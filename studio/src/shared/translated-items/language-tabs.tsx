// An item's languages as tabs, each with its state in words; the one being edited marked.
import { Link } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';
import type { TranslatedItem } from './item-kind';
import { languageName } from './language-name';
import { StateBadge } from './state-badge';

interface LanguageTabsProps {
  item: TranslatedItem<string>;
  lang: string;
  /** Names the tabs: the post's (the page's) languages. */
  label: string;
  href(lang: string): string;
}

export function LanguageTabs({ item, lang, label, href }: LanguageTabsProps) {
  const { t } = useLocale();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 border-b border-slate-300">
        {Object.entries(item.languages).map(([code, language]) => (
          <li key={code}>
            <Link
              to={href(code)}
              aria-current={code === lang ? 'page' : undefined}
              className="flex items-center gap-2 rounded-t border border-b-0 border-slate-300 px-3 py-2 aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              <span>{languageName(t, code)}</span>
              <StateBadge state={language.state} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
