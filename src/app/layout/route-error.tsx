// The route error screen, and the last-resort screen when rendering itself fails.
import { Component } from 'react';
import type { ReactNode } from 'react';
import { addressPrefix } from '@contract/site-addresses';
import { fa } from '../../locales/fa';
import { cachedDictionary } from '../../locales/load-dictionary';

export function RouteError() {
  // Offline, a page that was never opened cannot load: say so in the address's language.
  const prefix = addressPrefix(window.location.pathname);
  const t = (prefix && cachedDictionary(prefix)) || fa;
  return (
    <main
      id="main"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <h1 className="text-2xl font-bold">{fa.routeError}</h1>
      {!navigator.onLine && <p>{t.offline.notAvailable}</p>}
      <a href="/" className="underline">
        {fa.backHome}
      </a>
    </main>
  );
}

/** Shows the route error screen when a page fails, until `resetKey` (the address) changes. */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean; key: string }
> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { failed: boolean; key: string },
  ) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

export class RenderFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-screen items-center justify-center p-8 text-center">
        <p>{fa.renderFailure}</p>
      </main>
    );
  }
}
