// The page's one script. A page the service rendered is already readable: the browser
// paints it first, and only then runs the site's code to make it interactive. The offline
// shell has nothing to paint and starts at once.
import './index.css';

/** Resolves once the browser has painted (or soon, in a tab that does not paint). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 250);
  });
}

if (document.getElementById('rendered-state')) await afterPaint();
await import('./main');
