// The home sections in the order the content service gives them.
import type { PageSection } from '@contract/pages';

export const HOME_SECTIONS = [
  'home-header',
  'home-slogan',
  'home-about',
  'home-after-about',
  'home-banner-services',
  'home-services',
  'home-slogan-services',
  'home-blog',
  'home-rewards',
  'home-faq',
  'home-contact',
] as const;
export type HomeSectionValue = (typeof HOME_SECTIONS)[number];

/** Known sections sorted by their order value; unknown ones are left out. */
export function orderedHomeSections(sections: PageSection[]): PageSection[] {
  const known = new Set<string>(HOME_SECTIONS);
  return sections.filter((section) => known.has(section.value)).sort((a, b) => a.order - b.order);
}
