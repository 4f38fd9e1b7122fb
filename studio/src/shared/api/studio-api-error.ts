// A refusal of the studio's API as a value: the status, the name of what happened
// (`detail`), the rule each field broke, and how long to wait when throttled.
import { studioError } from '@contract/studio/accounts';

export class StudioApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly fields: Record<string, string[]> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status} ${detail}`);
    this.name = 'StudioApiError';
  }

  /** Reads the service's error JSON; an answer that is not one keeps only its status. */
  static async from(response: Response): Promise<StudioApiError> {
    const parsed = studioError.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return new StudioApiError(response.status, 'failed');
    const { detail, fields, retryAfterSeconds } = parsed.data;
    return new StudioApiError(response.status, detail, fields, retryAfterSeconds);
  }
}

export const isStudioApiError = (error: unknown): error is StudioApiError =>
  error instanceof StudioApiError;
