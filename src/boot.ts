// The page's one script. A page the service rendered is already readable: the browser
// shows it first, with its main image, and only then fetches and runs the site's code
// to make it interactive (links work as plain links until then), so the code never
// competes with what the visitor came to see. The code runs in parts, React first, then
// the router and the query cache, then the site, each evaluated in its own task so that
// none keeps the page from answering a tap for long. The offline shell has nothing to show and starts at once.
import './index.css';
import { nextTask } from '@shared/hydration/next-task';
import { RENDERED_STATE_ID } from '@shared/hydration/rendered-state';

/** Longest wait for the first content: a tab in the background paints nothing. */
const FIRST_CONTENT_WAIT_MS = 3000;

function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing in this browser: the next frame will do.
      requestAnimationFrame(() => setTimeout(resolve, 0));
    }
  });
}

/** The screen's main image (the one fetched first), once it has arrived or failed. */
function mainImage(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

function firstContentShown(): Promise<void> {
  return Promise.race([
    Promise.all([firstContentfulPaint(), mainImage()]).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_CONTENT_WAIT_MS)),
  ]);
}

if (document.getElementById(RENDERED_STATE_ID)) {
  await firstContentShown();
  // React DOM is a CommonJS module: importing it whole costs nothing in size.
  await import('react-dom/client');
  await nextTask();
  await import('./app/start/router-and-queries');
  await nextTask();
}
await import('./main');
