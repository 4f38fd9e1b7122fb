// /page/:slug: a custom page, its body sanitized before it is shown. At an address the page
// had before, the service answers the page at its address now, where the visitor is sent.
import { useQuery } from '@tanstack/react-query';

import { Navigate, useParams } from 'react-router-dom';
import { getHref } from '@shared/paths';
import { usePageMeta } from '@shared/head/use-page-meta';
import { useLanguage } from '@shared/language/language-context';
import { SafeHtml } from '@shared/ui/safe-html';
import { readFailed } from '@shared/api/read-failed';
import { readQuery } from '@shared/api/read-query';

export function Component() {
  const { lang, t } = useLanguage();
  const { slug = '' } = useParams();
  const page = useQuery({
    ...readQuery('customPages', lang, { path: slug }),
    select: (pages) => pages[0] ?? null,
  });
  usePageMeta({ title: page.data?.title });
  if (page.data && page.data.path !== slug)
    return <Navigate replace to={getHref.customPage(lang, page.data.path)} />;
  if (readFailed(page)) return <p className="p-8 text-center">{page.error.message}</p>;
  if (page.isSuccess && !page.data) {
    return (
      <section className="px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{t.notFoundTitle}</h1>
        <p className="mt-4">{t.notFoundText}</p>
      </section>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_li]:ms-6 [&_li]:list-disc [&_p]:mt-4">
      <h1 className="text-3xl font-bold">{page.data?.title}</h1>
      <SafeHtml html={page.data?.body} />
    </article>
  );
}
