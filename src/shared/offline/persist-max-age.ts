// How long a saved query cache is trusted: a week. The query client keeps answers in
// memory (gcTime) at least this long, or restored ones would be collected unread.
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;
