// Restores a revision's texts as a new revision of the fixed page, based on the version last
// read.
import { useMutation } from '@tanstack/react-query';
import type { SectionPage } from '@contract/studio/sections';
import { studioCall } from '@studio/shared/api/studio-call';
import type { RevisionRestore } from '@studio/shared/translated-items/item-revisions';
import { rememberSectionPage } from './get-section-page';

export const useRestoreSectionPageRevision = () =>
  useMutation({
    mutationFn: ({ id: policy, revision, version }: RevisionRestore<SectionPage>) =>
      studioCall('restoreSectionPageRevision', { params: { policy, revision }, ifMatch: version }),
    onSuccess: rememberSectionPage,
  });
