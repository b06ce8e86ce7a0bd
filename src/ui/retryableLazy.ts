import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What React.lazy takes: a promise of the module, or a thenable that calls back at once (lazyModule.ts). */
type LazyLoad<Props extends object> = () => PromiseLike<{ default: ComponentType<Props> }>;

/** How to forget each lazy component whose load failed, until the next retryFailedLoads(). */
const failedLoads = new Set<() => void>();

/**
 * Lets every lazy component whose load failed ask for its chunk again on its next render:
 * what a region's Retry calls (RegionBoundary) before it remounts the region.
 */
export function retryFailedLoads(): void {
  const forgets = [...failedLoads];
  failedLoads.clear();
  for (const forget of forgets) forget();
}

/**
 * React.lazy that can be asked again. React.lazy keeps a rejected load for good, so a chunk
 * that failed once (a dropped connection, a deploy that moved the files) would fail on every
 * render until the page is reloaded, and a reload loses what the bettor was doing. Here the
 * error still reaches the region's boundary, and the boundary's Retry (retryFailedLoads)
 * swaps in a fresh lazy component, whose render asks for the chunk again.
 *
 * The swap waits for Retry on purpose: React renders a suspended component again when its
 * load settles, and a fresh load at that moment would suspend again instead of showing the
 * error, failing and retrying for as long as the network is down.
 */
export function retryableLazy<Props extends object>(load: LazyLoad<Props>): ComponentType<Props> {
  const makeLazy = (): LazyExoticComponent<ComponentType<Props>> => {
    const made = lazy(() => {
      const loading = load();
      // A plain promise can fail; the arrived thenable of lazyModule.ts cannot and has no catch.
      if (loading instanceof Promise) {
        loading.catch(() => {
          failedLoads.add(() => {
            if (current === made) current = makeLazy();
          });
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
