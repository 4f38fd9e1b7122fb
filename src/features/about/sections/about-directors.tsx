// Directors: a slider of 4 (1 at or below 906px) with pagination; the error as plain text.
import type { PageSection } from '@contract/pages';
import { useLanguage } from '@shared/language/language-context';
import { ErrorMessage } from '@shared/ui/error-message';
import { Media } from '@shared/ui/media';
import { useDirectors } from '../api/use-directors';
import { SliderOrGrid } from './slider-or-grid';
import { readFailed } from '@shared/api/read-failed';

export function AboutDirectors({ section }: { section: PageSection }) {
  const { lang } = useLanguage();
  const directors = useDirectors(lang);
  const find = (value: string) => section.components.find((c) => c.value === value);
  if (readFailed(directors)) return <ErrorMessage error={directors.error} />;
  if (!directors.data?.length) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <p className="font-semibold text-accent">{find('about-directors-hint')?.text}</p>
      <h2 className="mt-1 mb-8 text-3xl font-bold">{find('about-directors-title')?.text}</h2>
      <SliderOrGrid
        label={find('about-directors-title')?.text ?? ''}
        breakpoints={{ 907: { slidesPerView: 4 } }}
        items={directors.data.map((director) => {
          const name = `${director.fa_first_name} ${director.fa_last_name}`;
          return {
            key: director.id,
            node: (
              <figure className="h-full rounded-2xl bg-white p-4 text-center shadow">
                <Media
                  desktop={director.photo[0]?.desktop_banner}
                  phone={director.photo[0]?.phone_banner}
                  alt={name}
                  width={600}
                  height={600}
                  sizes="(max-width: 906px) 100vw, 25vw"
                  className="aspect-square w-full rounded-xl object-cover"
                />
                <figcaption className="mt-3">
                  <strong className="block">{name}</strong>
                  <span className="text-sm text-slate-700">{director.description}</span>
                </figcaption>
              </figure>
            ),
          };
        })}
      />
    </section>
  );
}
