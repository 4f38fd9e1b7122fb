// The home page's header: title, text and the way to the company's app, on a panel of
// their own over the banner (the banner's drawing runs behind, never through the words),
// under the overlaying site header.
import type { PageSection } from '@contract/pages';
import { useCompany } from '@shared/content/use-company';
import { useLanguage } from '@shared/language/language-context';
import { Media } from '@shared/ui/media';
import { MEDIA_BOX } from '@shared/ui/media-box';
import { componentMedia } from '@shared/ui/media-rules';

export function HomeHeader({ section }: { section: PageSection }) {
  const { lang } = useLanguage();
  const { data: company } = useCompany(lang);
  const find = (value: string) => section.components.find((c) => c.value === value);
  const banner = find('home-header-banner');
  return (
    <section className="relative isolate min-h-[34rem] overflow-hidden bg-brand text-white">
      <Media
        {...componentMedia(banner)}
        alt=""
        priority
        sizes="100vw"
        {...MEDIA_BOX.wide}
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      {/* Darkens the banner as brightness(50%) would, without a filter to repaint over
          the whole image. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/50" />
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-32">
        <div className="flex max-w-2xl flex-col items-start gap-4 rounded-[1.25rem] bg-brand/90 p-6 shadow-lg md:p-8">
          <h1 className="text-4xl font-bold md:text-5xl">{find('home-header-title')?.text}</h1>
          <p className="text-lg">{find('home-header-text')?.text}</p>
          {company?.app_url && (
            <a
              href={company.app_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3 font-semibold text-white"
            >
              {company.app_logo && <img src={company.app_logo} alt="" width={20} height={20} />}
              {company.app_icon_text}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
