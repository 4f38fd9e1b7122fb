// A write based on a version that is no longer the current one (412): the refusal carries
// the current version whole, so the screen can show what changed meanwhile. It is parsed
// with the schema of what a read of the item answers (a post's, a page's editor).
import { z } from 'zod';
import { StudioApiError } from './studio-api-error';

export class StaleWriteError<T = unknown> extends StudioApiError {
  constructor(readonly current: T) {
    super(412, 'stale');
    this.name = 'StaleWriteError';
  }

  static async fromStale(response: Response, current: z.ZodType): Promise<StudioApiError> {
    const stale = z.object({ detail: z.literal('stale'), current });
    const parsed = stale.safeParse(await response.json().catch(() => null));
    return parsed.success
      ? new StaleWriteError(parsed.data.current)
      : new StudioApiError(412, 'stale');
  }
}

/** The caller names what the current version is: the item its write was about. */
export const isStaleWriteError = <T = unknown>(error: unknown): error is StaleWriteError<T> =>
  error instanceof StaleWriteError;
