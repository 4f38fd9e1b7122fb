// The home page: its sections in the order the content service gives. A failed page
// request shows the error screen.
import type { ComponentType } from 'react';
import type { PageSection } from '@contract/pages';
import { usePageContent } from '@shared/content/use-page-content';
import { InTurn } from '@shared/hydration/in-turn';
import { useLanguage } from '@shared/language/language-context';
import { Skeleton } from '@shared/ui/skeleton';
import { HomeAbout } from './sections/home-about';
import { HomeAfterAbout } from './sections/home-after-about';
import { HomeBanner } from './sections/home-banner';
import { HomeBlog } from './sections/home-blog';
import { HomeContact } from './sections/home-contact';
import { HomeFaq } from './sections/home-faq';
import { HomeHeader } from './sections/home-header';
import { HomeRewards } from './sections/home-rewards';
import { HomeServices } from './sections/home-services';
import type { HomeSectionValue } from './section-order';
import { orderedHomeSections } from './section-order';
import { readFailed } from '@shared/api/read-failed';

const SECTIONS: Record<HomeSectionValue, ComponentType<{ section: PageSection }>> = {
  'home-header': HomeHeader,
  'home-slogan': HomeBanner,
  'home-about': HomeAbout,
  'home-after-about': HomeAfterAbout,
  'home-banner-services': HomeBanner,
  'home-services': HomeServices,
  'home-slogan-services': HomeBanner,
  'home-blog': HomeBlog,
  'home-rewards': HomeRewards,
  'home-faq': HomeFaq,
  'home-contact': HomeContact,
};

export function Component() {
  const { lang } = useLanguage();
  const page = usePageContent(lang, 'home-page');
  if (readFailed(page)) throw page.error;
  if (page.isPending) return <Skeleton className="h-[34rem] w-full rounded-none" />;
  return (
    <>
      {orderedHomeSections(page.data?.sections ?? []).map((section) => {
        const Section = SECTIONS[section.value as HomeSectionValue];
        return (
          <InTurn key={section.value}>
            <Section section={section} />
          </InTurn>
        );
      })}
    </>
  );
}
