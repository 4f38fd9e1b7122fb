// Restores a revision's texts as a new revision of the fixed page, based on the version last
// read.
import { useMutation } from '@tanstack/react-query';
import type { SectionPage } from '@contract/studio/sections';
import { studioCall } from '@studio/shared/api/studio-call';
import { rememberSectionPage } from './get-section-page';

export interface SectionRestore {
  policy: SectionPage;
  revision: number;
  version: number;
}

export const useRestoreSectionPageRevision = () =>
  useMutation({
    mutationFn: ({ policy, revision, version }: SectionRestore) =>
      studioCall('restoreSectionPageRevision', { params: { policy, revision }, ifMatch: version }),
    onSuccess: rememberSectionPage,
  });
