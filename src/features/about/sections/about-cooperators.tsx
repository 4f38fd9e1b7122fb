// Cooperators: partner logos, 6 a view and fewer on narrower screens.
import type { PageSection } from '@contract/pages';
import { Media } from '@shared/ui/media';
import { SliderOrGrid } from './slider-or-grid';

const BREAKPOINTS = {
  500: { slidesPerView: 2 },
  600: { slidesPerView: 3 },
  800: { slidesPerView: 4 },
  1100: { slidesPerView: 5 },
  1400: { slidesPerView: 6 },
};

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
        breakpoints={BREAKPOINTS}
        items={logos.map((logo, index) => ({
          key: logo.id,
          node: (
            <Media
              desktop={logo.desktop_media}
              alt={`${title} ${index + 1}`}
              width={400}
              height={240}
              sizes="12rem"
              className="h-24 w-full rounded-xl bg-white object-contain p-2"
            />
          ),
        }))}
      />
    </section>
  );
}
