// Which failed sends belong in the outbox: those the network lost, not those the service
// refused.

/** A send that failed for lack of network (not a refusal by the service). */
export function isNetworkFailure(status: number | undefined): boolean {
  return status === undefined || !navigator.onLine;
}
