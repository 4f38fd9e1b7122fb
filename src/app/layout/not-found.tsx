// The not-found page: unknown paths and unknown language prefixes.
import { Link } from 'react-router-dom';
import { useLanguage } from '../../shared/language/language-context';
import { getHref } from '../../shared/paths';

export function NotFound() {
  const { lang, t } = useLanguage();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <Link
        to={getHref.home(lang)}
        className="rounded-full bg-[#0b2545] px-5 py-2 font-semibold text-white"
      >
        {t.backHome}
      </Link>
    </section>
  );
}
