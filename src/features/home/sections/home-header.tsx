// The home page's header: title, text and the banner under the overlaying site header.
import type { PageSection } from '../../../../contract/pages';
import { Media } from '../../../shared/ui/media';

export function HomeHeader({ section }: { section: PageSection }) {
  const find = (value: string) => section.components.find((c) => c.value === value);
  const banner = find('home-header-banner');
  return (
    <section className="relative isolate min-h-[34rem] overflow-hidden bg-brand text-white">
      <Media
        desktop={banner?.desktop_media}
        phone={banner?.phone_media}
        alt=""
        priority
        sizes="100vw"
        width={1600}
        height={900}
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      {/* Darkens the banner for the text as brightness(50%) would, without a filter to
          repaint over the whole image. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/50" />
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pb-16 pt-40">
        <h1 className="max-w-2xl text-4xl font-bold md:text-5xl">
          {find('home-header-title')?.text}
        </h1>
        <p className="max-w-xl text-lg">{find('home-header-text')?.text}</p>
      </div>
    </section>
  );
}
