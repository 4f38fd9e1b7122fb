// A signed link to the fixed page with one language's draft texts.
import type { SectionPage } from '@contract/studio/sections';
import { studioCall } from '@studio/shared/api/studio-call';

export const previewSectionPage = (policy: SectionPage) => (lang: string) =>
  studioCall('previewSectionPage', { params: { policy }, body: { lang } });
