// A site address as a visitor reads it in the address bar: the site's origin, and Persian
// letters rather than their percent codes.
export const readableAddress = (path: string) =>
  `${window.location.origin}${decodeURIComponent(path)}`;
