// A banner section of the home page (slogan, before services, after services).
import type { PageSection } from '@contract/pages';
import { Banner } from '@shared/ui/banner';

export function HomeBanner({ section }: { section: PageSection }) {
  return (
    <section aria-label={section.title} className="mx-auto max-w-7xl px-4 py-8">
      <Banner component={section.components[0]} loading={false} />
    </section>
  );
}
