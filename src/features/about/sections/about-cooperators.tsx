// Cooperators: partner logos, 6 a view and fewer on narrower screens.
import type { PageSection } from '@contract/pages';
import { Media } from '@shared/ui/media';
import { MEDIA_BOX } from '@shared/ui/media-box';
import { LOGO_ROW_BREAKPOINTS } from '@shared/ui/card-carousel-props';
import { SliderOrGrid } from './slider-or-grid';

export function AboutCooperators({ section }: { section: PageSection }) {
  const find = (value: string) => section.components.find((c) => c.value === value);
  const logos = section.components.filter(
    (c) => c.value === 'about-cooperators-img' && c.desktop_media,
  );
  if (logos.length === 0) return null;
  const title = find('about-cooperators-title')?.text ?? '';
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <p className="font-semibold text-accent">{find('about-cooperators-hint')?.text}</p>
      <h2 className="mt-1 mb-8 text-3xl font-bold">{title}</h2>
      <SliderOrGrid
        label={title}
        breakpoints={LOGO_ROW_BREAKPOINTS}
        items={logos.map((logo, index) => ({
          key: logo.id,
          node: (
            <Media
              desktop={logo.desktop_media}
              alt={`${title} ${index + 1}`}
              {...MEDIA_BOX.logo}
              className="h-24 w-full rounded-xl bg-white object-contain p-2"
            />
          ),
        }))}
      />
    </section>
  );
}
