// A screen in its own chunk. `preload()` fetches the chunk ahead of rendering (the page
// being hydrated, or rendered on the service); a screen already loaded then renders at
// once, in the same pass, because its loader answers synchronously. Otherwise the screen
// suspends until its chunk arrives, like any React.lazy component.
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { AddressReads } from '@shared/api/address-reads';

/** What a route module exports: its screen, and the reads its address decides if it has any. */
export interface RouteModule {
  Component: ComponentType;
  addressReads?: AddressReads;
}

export interface LazyPage {
  Page: ComponentType;
  preload(): Promise<void>;
  /** The module, once preloaded. */
  loaded(): RouteModule | undefined;
}

type Loaded = { default: ComponentType };

/** A thenable that calls back at once, so React.lazy resolves without suspending. */
const settled = (value: Loaded) => ({
  then: (resolve: (value: Loaded) => void) => resolve(value),
});

export function lazyPage(load: () => Promise<RouteModule>): LazyPage {
  let loadedModule: RouteModule | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loadedModule = module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Page = lazy(() =>
    loadedModule
      ? (settled({ default: loadedModule.Component }) as unknown as Promise<Loaded>)
      : preload().then(() => ({ default: loadedModule!.Component })),
  );
  return { Page, preload, loaded: () => loadedModule };
}
