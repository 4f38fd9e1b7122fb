// Zod's issues as the API's field-keyed 400 body: each message under the field it is
// about, and one about the whole body under the name given for it.
import type { FieldErrors } from '@contract/common';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export function fieldErrorsOf(issues: readonly Issue[], wholeBody: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : wholeBody;
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
