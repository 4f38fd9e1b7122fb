// The page's one script. A page the service rendered is already readable: the browser
// paints it first, and only then runs the site's code to make it interactive, in parts:
// React first, then the site, each evaluated in its own task so that neither keeps the
// page from answering a tap for long. The offline shell has nothing to paint and starts
// at once.
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
  // React DOM is a CommonJS module: importing it whole costs nothing in size.
  await import('react-dom/client');
  await nextTask();
}
await import('./main');
