// The runtime caches, each with a name and an expiry: page navigations network first
// (the service writes each page's head) with the precached shell as the offline fallback;
// content API reads served from cache at once and refreshed behind, keyed by the full
// address so each language and page is its own entry; media cache-first with limits and
// range requests for video. The editors' studio (/studio and its API) is never cached: it
// is another app, its answers belong to one signed-in account, and a stale session answer
// would show someone signed in who has signed out.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

const DAY = 24 * 60 * 60;

const isStudioPage = (url: URL) =>
  url.pathname === '/studio' || url.pathname.startsWith('/studio/');

export function registerCacheRoutes(apiBase: string): void {
  const mediaBase = `${apiBase}/media/`;
  const studioApi = `${apiBase}/studio/`;

  registerRoute(
    ({ request, url }) =>
      request.mode === 'navigate' && !url.href.startsWith(`${apiBase}/`) && !isStudioPage(url),
    new NetworkFirst({
      cacheName: 'pages',
      networkTimeoutSeconds: 4,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY }),
      ],
    }),
  );

  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.href.startsWith(mediaBase),
    new CacheFirst({
      cacheName: 'media',
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new RangeRequestsPlugin(),
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  );

  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.href.startsWith(`${apiBase}/`) &&
      !url.href.startsWith(studioApi),
    new StaleWhileRevalidate({
      cacheName: 'content',
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 800, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  );

  // Offline and not cached: a page address gets the app shell, which shows what it can.
  setCatchHandler(async ({ request }) => {
    if (request.mode === 'navigate')
      return (await matchPrecache('/index.html')) ?? Response.error();
    return Response.error();
  });
}
