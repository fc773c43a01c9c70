import { type ComponentType, lazy } from 'react';

/** A thenable that calls back at once: React.lazy reads a module it is handed this way without suspending. */
const settled = <T,>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

export interface OnDemandComponent<Props> {
  Component: ComponentType<Props>;
  /** Loads the code now; once loaded, the component renders without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * A component whose code loads on demand (React.lazy), and which can be loaded ahead: the server and the
 * browser load the code of the page they are about to render first (entry-server.tsx, main.tsx), so the
 * render never stops at it. Hydration then takes the server's HTML in one pass, before any read the page
 * starts could answer and make the browser's render differ from the server's.
 */
export function onDemand<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): OnDemandComponent<Props> {
  let loaded: Module | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const Component = lazy(() =>
    loaded ? settled({ default: pick(loaded) }) : preload().then((module) => ({ default: pick(module) })),
  );
  return { Component, preload };
}
