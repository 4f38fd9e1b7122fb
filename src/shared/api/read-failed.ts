// Whether a read failed with nothing to show. A refresh that fails (a flaky connection,
// a network that says it is back before it is) keeps what is already on screen: only a
// read that never succeeded shows its error.
export function readFailed<Q extends { isError: boolean; data: unknown }>(
  query: Q,
): query is Extract<Q, { isError: true; data: undefined }> {
  return query.isError && query.data === undefined;
}

/** Whether a read failed because what it asked for does not exist (the API's 404), told
 * by the error's status so the HTTP client's module need not be loaded to ask. */
export function readMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/** Whether a read failed before any answer came (no network, the service unreachable):
 * what it asked for may well exist, and a saved copy is all there could have been. */
export function readUnreachable(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'status' in error && error.status === undefined
  );
}
