// /portfolio-single: one piece of work from the portfolio-single page content: heading,
// date, the person behind it, three pictures, the details and a 'work with us' link (to
// the component's link, else the careers page). A failed request shows the error screen.
import { Link } from 'react-router-dom';
import { componentOf, componentsOf, usePageContent } from '@shared/content/use-page-content';
import { usePageMeta } from '@shared/head/use-page-meta';
import { useLanguage } from '@shared/language/language-context';
import { getHref, withLanguage } from '@shared/paths';
import { IconPicture } from '@shared/ui/icon-picture';
import { Media } from '@shared/ui/media';
import { MEDIA_BOX } from '@shared/ui/media-box';
import { componentMedia } from '@shared/ui/media-rules';
import { Skeleton } from '@shared/ui/skeleton';
import { readFailed } from '@shared/api/read-failed';

const SECTION = 'portfolio-single';

export function Component() {
  const { lang } = useLanguage();
  const page = usePageContent(lang, 'portfolio-single-page');
  const part = (name: string) => componentOf(page.data, SECTION, `${SECTION}-${name}`);
  usePageMeta({
    title: part('heading')?.text ?? undefined,
    description: part('description')?.text ?? undefined,
  });
  if (readFailed(page)) throw page.error;
  if (page.isPending) return <Skeleton className="mx-auto my-10 h-[26.75rem] max-w-7xl" />;

  const profile = part('profile-picture');
  const pictures = componentsOf(page.data, SECTION).filter((c) => c.value === `${SECTION}-picture`);
  const button = part('button');
  const buttonLink = button?.link ? withLanguage(lang, button.link) : getHref.careers(lang);
  return (
    <article className="mx-auto grid max-w-7xl gap-10 px-4 py-10">
      <header className="grid gap-4">
        <h1 className="text-3xl font-bold md:text-4xl">{part('heading')?.text}</h1>
        <p className="text-slate-600">{part('date')?.text}</p>
        {profile && (
          <div className="flex items-center gap-3">
            <IconPicture src={profile.desktop_media} className="rounded-full object-cover" />
            <p className="font-semibold">{profile.text}</p>
          </div>
        )}
      </header>
      <div className="grid gap-4 md:grid-cols-3">
        {pictures.slice(0, 3).map((picture, index) => (
          <Media
            key={picture.id}
            {...componentMedia(picture)}
            alt=""
            priority={index === 0}
            sizes="(max-width: 767px) 100vw, 33vw"
            {...MEDIA_BOX.wide}
            className="aspect-[4/3] w-full rounded-[1.25rem] object-cover"
          />
        ))}
      </div>
      <section className="grid max-w-3xl gap-3">
        <h2 className="text-2xl font-bold">{part('detail-heading')?.text}</h2>
        <p className="text-lg leading-8 text-slate-700">{part('description')?.text}</p>
      </section>
      <footer className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-brand p-6 text-white">
        <p className="text-lg font-semibold">{part('footer-text')?.text}</p>
        {button?.text && (
          <Link
            to={buttonLink}
            className="rounded-full bg-white px-6 py-3 font-semibold text-brand"
          >
            {button.text}
          </Link>
        )}
      </footer>
    </article>
  );
}
