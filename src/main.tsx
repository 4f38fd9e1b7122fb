// Starts the site. A page the service rendered is hydrated with the answers it was
// rendered from (embedded in the page), once its route chunk and texts are loaded, so the
// first render matches the HTML. Otherwise (the offline shell) the saved content of the
// address's language is put back first, so a visitor offline sees it at once, and the
// page is rendered in the browser. The service worker is registered once every part of the
// page answers input (app/pwa/service-worker.ts).
import { hydrate, onlineManager } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { startServiceWorker } from './app/pwa/service-worker';
import { ReadyMarker } from './app/ready-marker';
import { SiteRoutes, preloadRoutesOf } from './app/routes';
import { createQueryClient } from '@shared/api/query-client';
import { allPartsAlive } from '@shared/hydration/in-turn';
import { nextTask } from '@shared/hydration/next-task';
import { RENDERED_STATE_ID } from '@shared/hydration/rendered-state';
import { addressPrefix } from '@contract/site-addresses';
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import { LANGUAGE_STORAGE_KEY } from '@shared/language/language-rules';
import { loadDictionary } from './locales/load-dictionary';
import { restoreLanguage } from '@shared/offline/query-persistence';
import { loadSanitizer } from '@shared/ui/html-sanitizer';

function addressLanguage(): string | undefined {
  return addressPrefix(window.location.pathname);
}

function languagesToRestore(): string[] {
  const prefix = addressLanguage();
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused: only the address's language.
  }
  return [...new Set([prefix ?? DEFAULT_LANGUAGE, ...(prefix ? [] : stored ? [stored] : [])])];
}

function renderedState(): DehydratedState | undefined {
  const element = document.getElementById(RENDERED_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}

// Queries wait for the network instead of failing when the page starts offline.
onlineManager.setOnline(navigator.onLine);
const client = createQueryClient();
const container = document.getElementById('root')!;
const state = renderedState();

/** The whole site; the same tree as the service renders (src/entry-server.tsx). */
function site() {
  return (
    <StrictMode>
      <Providers client={client}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </Providers>
      <ReadyMarker />
    </StrictMode>
  );
}

if (state && container.firstElementChild) {
  // Evaluating this code, filling the query cache and hydrating each run in a task of
  // their own (see boot.ts).
  await nextTask();
  hydrate(client, state);
  const prefix = addressLanguage();
  await Promise.all([
    preloadRoutesOf(window.location.pathname),
    prefix ? loadDictionary(prefix) : undefined,
  ]);
  await nextTask();
  // A transition lets the browser handle input between hydrating parts of the page.
  startTransition(() => {
    hydrateRoot(container, site());
  });
} else {
  await Promise.all([
    ...languagesToRestore().map((lang) => restoreLanguage(client, lang)),
    loadSanitizer(),
  ]);
  await preloadRoutesOf(window.location.pathname).catch(() => undefined);
  createRoot(container).render(site());
}
void allPartsAlive().then(startServiceWorker);
