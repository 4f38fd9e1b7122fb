// Whether a read failed with nothing to show. A refresh that fails (a flaky connection,
// a network that says it is back before it is) keeps what is already on screen: only a
// read that never succeeded shows its error.
export function readFailed<Q extends { isError: boolean; data: unknown }>(
  query: Q,
): query is Extract<Q, { isError: true; data: undefined }> {
  return query.isError && query.data === undefined;
}
