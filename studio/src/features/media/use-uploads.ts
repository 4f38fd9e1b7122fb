// The uploads started on the media screen, each with its progress and outcome. Files are
// sent one after another, so each gets the whole connection and its bar moves steadily;
// a file over its kind's bound is refused here before a byte is sent.
import { useCallback, useRef, useState } from 'react';
import { MEDIA_IMAGE_MAX_BYTES, MEDIA_VIDEO_MAX_BYTES } from '@contract/studio/media';
import { StudioApiError } from '@studio/shared/api/studio-api-error';
import { rememberMediaItem } from './api/get-media-item';
import { uploadMedia } from './api/upload-media';

export interface Upload {
  key: number;
  name: string;
  /** 0 to 1 while sending; 1 while the service makes the copies. */
  sent: number;
  state: 'waiting' | 'sending' | 'done' | 'refused';
  error?: unknown;
}

const tooLarge = (file: File) =>
  file.size > (file.type.startsWith('video/') ? MEDIA_VIDEO_MAX_BYTES : MEDIA_IMAGE_MAX_BYTES);

export function useUploads() {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const queue = useRef(Promise.resolve());
  const nextKey = useRef(0);

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((all) =>
      all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );

  const send = useCallback((files: File[]) => {
    for (const file of files) {
      const key = nextKey.current++;
      setUploads((all) => [{ key, name: file.name, sent: 0, state: 'waiting' }, ...all]);
      queue.current = queue.current.then(async () => {
        if (tooLarge(file)) {
          update(key, { state: 'refused', error: new StudioApiError(413, 'tooLarge') });
          return;
        }
        update(key, { state: 'sending' });
        try {
          const item = await uploadMedia(file, (sent) => update(key, { sent }));
          rememberMediaItem(item);
          update(key, { state: 'done', sent: 1 });
        } catch (error) {
          update(key, { state: 'refused', error });
        }
      });
    }
  }, []);

  return { uploads, send };
}
