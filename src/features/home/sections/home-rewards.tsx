// Rewards and licences: a carousel of 6 a view, fewer on narrower screens.
import type { PageSection } from '@contract/pages';
import { useLanguage } from '@shared/language/language-context';
import { ErrorMessage } from '@shared/ui/error-message';
import { Media } from '@shared/ui/media';
import { MEDIA_BOX } from '@shared/ui/media-box';
import { LOGO_ROW_BREAKPOINTS } from '@shared/ui/card-carousel-props';
import { useGloryLicences } from '../api/use-licences';
import { CardCarousel } from '@shared/ui/card-carousel';
import { SectionHeading } from './section-heading';
import { readFailed } from '@shared/api/read-failed';

export function HomeRewards({ section }: { section: PageSection }) {
  const { lang } = useLanguage();
  const licences = useGloryLicences(lang);
  const find = (value: string) => section.components.find((c) => c.value === value);
  if (licences.isSuccess && licences.data.length === 0) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading
        hint={find('home-rewards-hint')?.text}
        title={find('home-rewards-title')?.text}
      />
      {readFailed(licences) && <ErrorMessage error={licences.error} />}
      <CardCarousel
        label={find('home-rewards-title')?.text ?? ''}
        breakpoints={LOGO_ROW_BREAKPOINTS}
        items={(licences.data ?? []).map((licence) => ({
          key: licence.id,
          node: (
            <figure className="flex flex-col items-center gap-2 rounded-2xl bg-white p-4 text-center shadow">
              <Media
                desktop={licence.image.desktop_media}
                alt={licence.title}
                {...MEDIA_BOX.logo}
                className="h-24 w-full object-contain"
              />
              <figcaption className="text-sm font-semibold">{licence.title}</figcaption>
            </figure>
          ),
        }))}
      />
    </section>
  );
}
