// The not-found screen: unknown paths, unknown language prefixes, and a post or job form
// that does not exist (an old or mistyped link).
import { Link } from 'react-router-dom';
import { usePageMeta } from '../head/use-page-meta';
import type { PageMeta } from '@contract/page-meta';
import type { Dictionary } from '../../locales/fa';
import { useLanguage } from '../language/language-context';
import { getHref } from '../paths';

/** The same title and description the service writes into a 404 answer's head. A screen
 * that shows <NotFound /> for a missing record says the same, since its own meta is
 * published after its children's. */
export function notFoundMeta(t: Dictionary): PageMeta {
  return { title: t.notFoundTitle, description: t.notFoundText, missing: true };
}

export function NotFound() {
  const { lang, t } = useLanguage();
  usePageMeta(notFoundMeta(t));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <Link
        to={getHref.home(lang)}
        className="rounded-full bg-brand px-5 py-2 font-semibold text-white"
      >
        {t.backHome}
      </Link>
    </section>
  );
}
