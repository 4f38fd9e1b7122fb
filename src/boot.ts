// The page's one script. A page the service rendered is already readable: the browser
// paints it first, and only then fetches and runs the site's code to make it interactive.
// The code is started in parts, each in its own task, so that no single long task keeps
// the page from answering a tap. The offline shell has nothing to paint and starts at once.
import './index.css';

/** Resolves once the browser has painted (or soon, in a tab that does not paint). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 250);
  });
}

/** Lets the browser handle input and paint before the next part runs. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

if (document.getElementById('rendered-state')) {
  await afterPaint();
  // Largest first: the renderer, the router, the API layer with its schemas; then the site.
  for (const part of [
    () => import('react-dom/client'),
    () => import('react-router-dom'),
    () => import('./shared/api/zod-setup'),
    () => import('../contract/common'),
    () => import('axios'),
    () => import('./shared/api/api-client'),
  ]) {
    await part();
    await nextTask();
  }
}
await import('./main');
