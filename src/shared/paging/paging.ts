// limit/offset arithmetic of every paged list.

export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}

export function pageCount(count: number, limit: number): number {
  return Math.max(1, Math.ceil(count / limit));
}
