// A page of the media library, newest first; the images a banner may be chosen from too.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const MEDIA_PAGE = 24;

export interface MediaFilter {
  kind?: 'image' | 'video';
  page: number;
}

export const mediaListQuery = ({ kind, page }: MediaFilter) =>
  queryOptions({
    queryKey: ['media', 'list', { kind, page }],
    queryFn: () =>
      studioCall('media', {
        query: { kind, limit: MEDIA_PAGE, offset: (page - 1) * MEDIA_PAGE },
      }),
    placeholderData: keepPreviousData,
  });

/**
 * `throwOnError: false` where a failed read is worded in place rather than on its screen;
 * `refetchOnMount: 'always'` where the library must be as it is now (a picker just opened).
 */
export const useMediaList = (
  filter: MediaFilter,
  options: { throwOnError?: boolean; refetchOnMount?: 'always' } = {},
) => useQuery({ ...mediaListQuery(filter), ...options });
