// A signed link to the post's page with one language's draft; it works for 30 minutes.
import { studioCall } from '@studio/shared/api/studio-call';

export const previewPost = (id: number) => (lang: string) =>
  studioCall('previewPost', { params: { id }, body: { lang } });
