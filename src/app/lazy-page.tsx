// A screen in its own chunk. `preload()` fetches the chunk ahead of rendering (the page
// being hydrated, or rendered on the service); a screen already loaded then renders at
// once, in the same pass, because its loader answers synchronously. Otherwise the screen
// suspends until its chunk arrives, like any React.lazy component.
import { lazy } from 'react';
import type { ComponentType } from 'react';

/** What a route module exports: its screen. */
export interface RouteModule {
  Component: ComponentType;
}

export interface LazyPage {
  Page: ComponentType;
  preload(): Promise<void>;
}

type Loaded = { default: ComponentType };

/** A thenable that calls back at once, so React.lazy resolves without suspending. */
const settled = (value: Loaded) => ({
  then: (resolve: (value: Loaded) => void) => resolve(value),
});

export function lazyPage(load: () => Promise<RouteModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.Component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Page = lazy(() =>
    loaded
      ? (settled({ default: loaded }) as unknown as Promise<Loaded>)
      : preload().then(() => ({ default: loaded! })),
  );
  return { Page, preload };
}
