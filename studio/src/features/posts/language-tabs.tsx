// The post's languages as tabs, each with its state in words; the one being edited marked.
import { Link } from 'react-router-dom';
import type { PostEditor } from '@contract/studio/posts';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { postHref } from '@studio/shared/paths';
import { languageName } from './language-name';
import { StateBadge } from './state-badge';

export function LanguageTabs({ post, lang }: { post: PostEditor; lang: string }) {
  const { t } = useLocale();
  return (
    <nav aria-label={t.editor.languages}>
      <ul className="flex flex-wrap gap-2 border-b border-slate-300">
        {Object.entries(post.languages).map(([code, language]) => (
          <li key={code}>
            <Link
              to={postHref(post.id, code)}
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
