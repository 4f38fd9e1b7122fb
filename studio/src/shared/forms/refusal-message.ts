// A refusal that belongs to no field, in words: throttled with its wait, others by name.
import type { Dictionary } from '@studio/locales/fa';
import { isStudioApiError } from '@studio/shared/api/studio-api-error';

export function refusalMessage(t: Dictionary, error: unknown): string {
  if (!isStudioApiError(error)) return t.refusals.failed;
  if (error.detail === 'throttled') return t.refusals.throttled(error.retryAfterSeconds ?? 60);
  const words: Record<string, unknown> = t.refusals;
  const named = words[error.detail];
  return typeof named === 'string' ? named : t.refusals.failed;
}
