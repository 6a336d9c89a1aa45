// A lazy component that can be loaded ahead: once preload() has finished, the component renders at
// once (no Suspense fallback). The browser loads the layout of a page the server drew before taking
// the page over, so that its first render matches the server's page; the server loads them at start.
import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

export interface Preloadable<P> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () => (pending ??= load().then((m) => (loaded = m)));
  // A thenable that calls back at once: React.lazy then renders the loaded component without suspending.
  const Component = lazy<ComponentType<P>>(() =>
    loaded ? ({ then: (resolve: (m: Module<P>) => void) => resolve(loaded!) } as unknown as Promise<Module<P>>) : preload(),
  );
  return { Component, preload };
}
