import type { ComponentType } from 'react';
import { loadOnce } from './loadOnce';
import { retryableLazy } from './retryableLazy';
import { retryingImport } from './retryingImport';

/** A module of components loaded on demand (its own chunk), and the lazy components it holds. */
export interface LazyModule<Module> {
  /**
   * Starts loading the module now (a prefetch); resolves once it has arrived. Loading twice
   * loads once; a failed load is forgotten, so the next preload or render asks again.
   */
  preload(): Promise<void>;
  /**
   * `React.lazy` of a named export of the module (our modules export names, not defaults);
   * after a failed load the next render asks again (retryableLazy.ts), so a region's Retry works.
   */
  component<Props extends object>(pick: (module: Module) => ComponentType<Props>): ComponentType<Props>;
}

/** What React.lazy needs, handed over at once: a thenable that calls back during `then`. */
function arrivedThenable<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (arrived: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>;
}

/**
 * Code that is not needed for the first odds (issue 19): a dialog, a drawer's content, the
 * jackpot slip. Its components render inside a `Suspense` and the module is downloaded the
 * first time one of them renders, or earlier by `preload()`.
 *
 * Once the module has arrived, by a preload or by another component of it, a component's
 * first render does not suspend: React.lazy takes a thenable (react.dev "lazy") and one that
 * calls back at once resolves during that render. So a preloaded dialog opens in the same
 * commit as the click that opened it, as it did when it was in the shell's chunk: no empty
 * frame first, and its focus moves in that commit. A plain promise, even a settled one, would
 * suspend the first render until a later task.
 */
export function lazyModule<Module>(load: () => Promise<Module>): LazyModule<Module> {
  // A failed load is asked again under a new address (retryingImport.ts): Chromium keeps the failure otherwise.
  const module = loadOnce(retryingImport(load));
  return {
    preload: () => module.load().then(() => undefined),
    component: <Props extends object>(pick: (module: Module) => ComponentType<Props>) =>
      retryableLazy((): PromiseLike<{ default: ComponentType<Props> }> => {
        const arrived = module.loaded();
        return arrived === null ? module.load().then((loaded) => ({ default: pick(loaded) })) : arrivedThenable({ default: pick(arrived) });
      }),
  };
}
