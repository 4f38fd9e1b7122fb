// Services: a carousel when there are more than 3 (3 a view, 1 at or below 906px),
// otherwise a 4-column grid; every card links to /services.
import { Link } from 'react-router-dom';
import type { PageSection } from '@contract/pages';
import type { Service } from '@contract/services';
import { useLanguage } from '@shared/language/language-context';
import { getHref } from '@shared/paths';
import { ErrorMessage } from '@shared/ui/error-message';
import { CardShell } from '@shared/ui/card-shell';
import { Skeleton } from '@shared/ui/skeleton';
import { useHomeServices } from '../api/use-home-services';
import { CardCarousel } from '@shared/ui/card-carousel';
import { SectionHeading } from './section-heading';
import { readFailed } from '@shared/api/read-failed';

export function HomeServices({ section }: { section: PageSection }) {
  const { lang } = useLanguage();
  const services = useHomeServices(lang);
  const find = (value: string) => section.components.find((c) => c.value === value);
  const more = find('home-services-more')?.text ?? '';
  const list = services.data?.results ?? [];
  // A section with nothing to show is left out.
  if (services.isSuccess && list.length === 0) return null;
  const card = (service: Service) => (
    <ServiceCard service={service} more={more} href={getHref.services(lang)} />
  );

  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading
        hint={find('home-services-hint')?.text}
        title={find('home-services-title')?.text}
      />
      {readFailed(services) && <ErrorMessage error={services.error} />}
      {services.isPending && (
        <div className="grid gap-6 md:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      )}
      {list.length > 3 ? (
        <CardCarousel
          label={find('home-services-title')?.text ?? ''}
          breakpoints={{ 907: { slidesPerView: 3 } }}
          items={list.map((s) => ({ key: s.id, node: card(s) }))}
        />
      ) : (
        <ul className="grid gap-6 md:grid-cols-4">
          {list.map((service) => (
            <li key={service.id}>{card(service)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ServiceCard({ service, more, href }: { service: Service; more: string; href: string }) {
  return (
    <CardShell
      desktop={service.banner.desktop_banner}
      sizes="(max-width: 906px) 100vw, 33vw"
      ratio="photo"
      bodyClassName="gap-3 p-5"
    >
      <h3 className="text-lg font-bold">{service.title}</h3>
      <p className="flex-1 text-slate-700">{service.description}</p>
      <Link
        to={href}
        className="self-start rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white"
        aria-label={`${more}: ${service.title}`}
      >
        {more}
      </Link>
    </CardShell>
  );
}
