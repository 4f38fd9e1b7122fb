// Reads a stored JSON column through its contract schema, so a document that no longer
// matches the API's shape fails where it is read, naming its column, instead of somewhere
// downstream. Both dialects store these columns as text (migration 0001), so the value
// always arrives as a string.
import type { z } from 'zod';
import type { Database, JsonText } from './schema';

/** `table.column` of any column the schema declares. */
export type ColumnName = {
  [T in keyof Database & string]: `${T}.${keyof Database[T] & string}`;
}[keyof Database & string];

/** Stored data that is not the JSON its column holds: a fault of the service, not the client. */
export class StoredJsonError extends Error {
  constructor(
    readonly column: ColumnName,
    detail: string,
    options?: ErrorOptions,
  ) {
    super(`Stored JSON in ${column} is malformed: ${detail}`, options);
    this.name = 'StoredJsonError';
  }
}

export function readJsonColumn<S extends z.ZodType>(
  schema: S,
  text: JsonText,
  column: ColumnName,
): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StoredJsonError(column, (error as Error).message, { cause: error });
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new StoredJsonError(column, describeIssues(result.error.issues), {
      cause: result.error,
    });
  }
  return result.data;
}

/** The first few problems: a document broken throughout would otherwise fill the log. */
const ISSUES_SHOWN = 5;

function describeIssues(issues: z.core.$ZodIssue[]): string {
  const shown = issues.slice(0, ISSUES_SHOWN).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = issues.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
}
