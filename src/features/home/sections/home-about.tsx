// About and features: hint, title, three feature cards and a photo.
import type { PageSection } from '@contract/pages';
import { IconPicture } from '@shared/ui/icon-picture';
import { Media } from '@shared/ui/media';
import { MEDIA_BOX } from '@shared/ui/media-box';
import { componentMedia } from '@shared/ui/media-rules';
import { SafeHtml } from '@shared/ui/safe-html';
import { SectionHeading } from './section-heading';

export function HomeAbout({ section }: { section: PageSection }) {
  const find = (value: string) => section.components.find((c) => c.value === value);
  const features = section.components.filter((c) => c.value === 'home-about-feature').slice(0, 3);
  const photo = find('home-about-photo');
  return (
    <section className="mx-auto grid max-w-7xl gap-8 px-4 py-16 md:grid-cols-2">
      <div>
        <SectionHeading
          hint={find('home-about-hint')?.text}
          title={find('home-about-title')?.text}
        />
        <ul className="grid gap-4">
          {features.map((feature) => (
            <li key={feature.id} className="flex gap-4 rounded-2xl bg-white p-4 shadow">
              <div className="h-16 w-16 shrink-0">
                <IconPicture src={feature.desktop_media} className="rounded-xl" />
              </div>
              <div>
                <h3 className="font-bold">{feature.text}</h3>
                <SafeHtml html={feature.text_with_ckeditor} className="text-slate-700" />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <Media
        {...componentMedia(photo)}
        alt={find('home-about-title')?.text ?? ''}
        sizes="(max-width: 768px) 100vw, 50vw"
        {...MEDIA_BOX.photo}
        className="h-full max-h-[28rem] w-full rounded-[1.25rem] object-cover"
      />
    </section>
  );
}
