// The fixed page an address names, when it names one of them.
import { SECTION_PAGES } from '@contract/studio/sections';
import type { SectionPage } from '@contract/studio/sections';

export const sectionPolicyFrom = (value: string | undefined): SectionPage | null =>
  SECTION_PAGES.find((policy) => policy === value) ?? null;
