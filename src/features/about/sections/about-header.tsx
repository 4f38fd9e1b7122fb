// The about page's header: hint, title, description and three images, all on the first
// screen of a phone (so none waits for lazy loading); the wide one is the main image.
import type { PageSection } from '@contract/pages';
import { Media } from '@shared/ui/media';
import { MEDIA_BOX } from '@shared/ui/media-box';
import { componentMedia } from '@shared/ui/media-rules';

export function AboutHeader({ section }: { section: PageSection }) {
  const find = (value: string) => section.components.find((c) => c.value === value);
  const images = ['about-header-img-big', 'about-header-img-md', 'about-header-img-sm'].map(find);
  return (
    <section className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-2">
      <div className="flex flex-col justify-center gap-4">
        <p className="font-semibold text-accent">{find('about-header-hint')?.text}</p>
        <h1 className="text-4xl font-bold">{find('about-header-title')?.text}</h1>
        <p className="text-lg text-slate-700">{find('about-header-description')?.text}</p>
      </div>
      <div className="grid grid-cols-2 gap-4">
        {images.map((image, index) =>
          image ? (
            <Media
              key={image.id}
              {...componentMedia(image)}
              alt=""
              priority={index === 0}
              eager
              sizes={
                index === 0 ? '(max-width: 768px) 100vw, 50vw' : '(max-width: 768px) 50vw, 25vw'
              }
              {...MEDIA_BOX.photo}
              className={`w-full rounded-[1.25rem] object-cover ${index === 0 ? 'col-span-2 aspect-video' : 'aspect-square'}`}
            />
          ) : null,
        )}
      </div>
    </section>
  );
}
