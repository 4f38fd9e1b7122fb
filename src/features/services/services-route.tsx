// /services: the services page header and a card per service; back to the home page when
// loading ends with no services.
import { Navigate } from 'react-router-dom';
import { componentOf, usePageContent } from '@shared/content/use-page-content';
import { usePageMeta } from '@shared/head/use-page-meta';
import { useLanguage } from '@shared/language/language-context';
import { InTurn } from '@shared/hydration/in-turn';
import { getHref } from '@shared/paths';
import { useServices } from './use-services';
import { readFailed } from '@shared/api/read-failed';

export function Component() {
  const { lang } = useLanguage();
  const { data: page } = usePageContent(lang, 'services-page');
  usePageMeta({ title: page?.sections[0]?.title });
  const services = useServices(lang);
  const text = (value: string) => componentOf(page, 'services-header', value)?.text ?? '';

  if (readFailed(services)) return <p className="p-8 text-center">{services.error.message}</p>;
  if (services.isSuccess && services.data.results.length === 0)
    return <Navigate to={getHref.home(lang)} replace />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="mb-10 max-w-3xl">
        <p className="font-semibold text-accent">{text('services-header-hint')}</p>
        <h1 className="mt-2 text-3xl font-bold">{text('services-header-heading')}</h1>
        <p className="mt-4 text-lg text-slate-700">{text('services-header-description')}</p>
      </header>
      <InTurn>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {(services.data?.results ?? []).map((service) => (
            <li key={service.id} className="rounded-2xl bg-white p-6 shadow">
              <h2 className="text-xl font-bold">{service.title}</h2>
              <p className="mt-2 text-slate-700">{service.description}</p>
              <ul className="mt-4 list-disc space-y-1 ps-5">
                {service.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </InTurn>
    </div>
  );
}
