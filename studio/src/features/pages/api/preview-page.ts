// A signed link to the custom page at its draft's address with one language's draft.
import { studioCall } from '@studio/shared/api/studio-call';

export const previewPage = (id: number) => (lang: string) =>
  studioCall('previewPage', { params: { id }, body: { lang } });
