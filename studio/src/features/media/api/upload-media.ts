// Sends a file's bytes to the media library with XMLHttpRequest, the one browser API that
// reports an upload's progress (fetch does not). The request carries what studioCall's
// do: the session cookie, the CSRF token; a refusal becomes a StudioApiError as there.
import { CSRF_HEADER, studioPath } from '@contract/studio/endpoints';
import { mediaItem } from '@contract/studio/media';
import type { MediaItem } from '@contract/studio/media';
import { queryClient } from '@studio/shared/api/query-client';
import { SESSION_KEY } from '@studio/shared/api/session-key';
import type { SessionState } from '@studio/shared/api/session-key';
import { StudioApiError } from '@studio/shared/api/studio-api-error';

/** `sent` is the share of the bytes sent, 0 to 1; at 1 the service is making the copies. */
export function uploadMedia(file: File, onProgress: (sent: number) => void): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(
      'POST',
      `${studioPath('uploadMedia')}?${new URLSearchParams({ name: file.name })}`,
    );
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader('accept', 'application/json');
    const token = queryClient.getQueryData<SessionState>(SESSION_KEY)?.csrfToken;
    if (token) request.setRequestHeader(CSRF_HEADER, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = new Response(request.responseText, { status: request.status });
      if (request.status === 200) {
        answer
          .json()
          .then((body) => resolve(mediaItem.parse(body)))
          .catch(reject);
      } else {
        void StudioApiError.from(answer).then(reject);
      }
    };
    request.onerror = () => reject(new StudioApiError(0, 'failed'));
    request.send(file);
  });
}
