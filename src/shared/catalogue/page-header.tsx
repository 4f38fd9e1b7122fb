// The header of the media, portfolio and careers pages: hint, heading, date, description
// and the hero picture, read from the page's `{prefix}-header` section.
import type { Page } from '@contract/pages';
import { componentOf } from '../content/use-page-content';
import { Media } from '../ui/media';
import { MEDIA_BOX } from '@shared/ui/media-box';
import { componentMedia } from '@shared/ui/media-rules';
import { Skeleton } from '../ui/skeleton';

export function PageHeader({ page, prefix }: { page: Page | null | undefined; prefix: string }) {
  if (page === undefined) return <Skeleton className="h-[26.75rem]" />;
  const section = `${prefix}-header`;
  const part = (name: string) => componentOf(page, section, `${section}-${name}`);
  const picture = part('picture');
  return (
    <header className="grid items-center gap-8 md:grid-cols-2">
      <div className="grid gap-3">
        {part('hint')?.text && <p className="font-semibold text-accent">{part('hint')?.text}</p>}
        <h1 className="text-3xl font-bold md:text-4xl">{part('heading')?.text}</h1>
        {part('date')?.text && <p className="text-slate-600">{part('date')?.text}</p>}
        <p className="text-lg text-slate-700">{part('description')?.text}</p>
      </div>
      {picture?.desktop_media && (
        <Media
          {...componentMedia(picture)}
          alt=""
          priority
          sizes="(max-width: 767px) 100vw, 40rem"
          {...MEDIA_BOX.wide}
          className="aspect-video w-full rounded-[1.25rem] object-cover"
        />
      )}
    </header>
  );
}
