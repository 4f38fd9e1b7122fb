// A write based on a version that is no longer the current one (412): the refusal carries
// the current version whole, so the screen can show what changed meanwhile.
import { staleWrite } from '@contract/studio/posts';
import type { PostEditor } from '@contract/studio/posts';
import { StudioApiError } from './studio-api-error';

export class StaleWriteError extends StudioApiError {
  constructor(readonly current: PostEditor) {
    super(412, 'stale');
    this.name = 'StaleWriteError';
  }

  static override async from(response: Response): Promise<StudioApiError> {
    const parsed = staleWrite.safeParse(await response.json().catch(() => null));
    return parsed.success
      ? new StaleWriteError(parsed.data.current)
      : new StudioApiError(412, 'stale');
  }
}

export const isStaleWriteError = (error: unknown): error is StaleWriteError =>
  error instanceof StaleWriteError;
