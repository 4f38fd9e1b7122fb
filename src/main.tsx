// Starts the site: puts back the saved content of the address's language (so a visitor
// offline sees it at once), then renders the providers and router, then registers the
// service worker.
import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { startServiceWorker } from './app/pwa/service-worker';
import { routes } from './app/routes';
import { createQueryClient } from './shared/api/query-client';
import { LANGUAGE_STORAGE_KEY } from './shared/language/language-rules';
import { restoreLanguage } from './shared/offline/query-persistence';
import './index.css';

function languagesToRestore(): string[] {
  const prefix = /^\/([a-z]{2,3})(\/|$)/.exec(window.location.pathname)?.[1];
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused: only the address's language.
  }
  return [...new Set([prefix ?? 'fa', ...(prefix ? [] : stored ? [stored] : [])])];
}

// Queries wait for the network instead of failing when the page starts offline.
onlineManager.setOnline(navigator.onLine);
const client = createQueryClient();
const router = createBrowserRouter(routes);

await Promise.all(languagesToRestore().map((lang) => restoreLanguage(client, lang)));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
startServiceWorker();
