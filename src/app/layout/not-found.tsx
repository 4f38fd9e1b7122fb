// The not-found page: unknown paths and unknown language prefixes.
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../shared/head/use-page-meta';
import { useLanguage } from '../../shared/language/language-context';
import { getHref } from '../../shared/paths';

export function NotFound() {
  const { lang, t } = useLanguage();
  // The same title and description the service writes into a 404 answer's head.
  usePageMeta({ title: t.notFoundTitle, description: t.notFoundText });
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
