// Addresses in shared links, feeds, the sitemap and the head must be absolute (and
// percent-encoded, so Persian slugs are valid URLs).
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (!pathOrUrl) return '';
  return new URL(pathOrUrl, `${origin}/`).href;
}
