import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What React.lazy takes: a promise of the module, or a thenable that calls back at once (lazyModule.ts). */
type LazyLoad<Props extends object> = () => PromiseLike<{ default: ComponentType<Props> }>;

/**
 * React.lazy that can be asked again. React.lazy keeps a rejected load for good, so a chunk
 * that failed once (a dropped connection, a deploy that moved the files) would fail on every
 * render until the page is reloaded, and a reload loses what the bettor was doing. Here a
 * failed load is forgotten: the error still reaches the region's boundary (RegionBoundary),
 * whose Retry remounts the region, and that render asks for the chunk again.
 */
export function retryableLazy<Props extends object>(load: LazyLoad<Props>): ComponentType<Props> {
  const makeLazy = (): LazyExoticComponent<ComponentType<Props>> => {
    const made = lazy(() => {
      const loading = load();
      // A plain promise can fail; the arrived thenable of lazyModule.ts cannot and has no catch.
      if (loading instanceof Promise) {
        loading.catch(() => {
          if (current === made) current = makeLazy();
        });
      }
      return loading as Promise<{ default: ComponentType<Props> }>;
    });
    return made;
  };
  let current = makeLazy();
  function RetryableLazy(props: Props) {
    return createElement(current, props as never);
  }
  return RetryableLazy;
}
