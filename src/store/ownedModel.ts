import { createModel } from '@preact/signals-core';

/**
 * What a model started and must end: its effects, timers, listeners, streams and requests.
 * A model is built with one (see `ownedModel`); everything it starts goes through it, so
 * its `dispose()` ends all of it and nothing the model started can run afterwards.
 */
export interface ModelOwner {
  /** Aborted when the model is disposed: give it to every request and stream the model starts. */
  readonly signal: AbortSignal;
  /** Whether the model has been disposed: a disposed model starts nothing. */
  readonly disposed: boolean;
  /** `setTimeout` that the model's dispose clears; once disposed it schedules nothing. */
  setTimeout(callback: () => void, ms: number): OwnedTimer;
  /** Clears a timer of this owner (a null timer is fine). */
  clearTimeout(timer: OwnedTimer | null | undefined): void;
  /** Resolves after `ms`; never resolves once the model is disposed (nothing waits on a dead model). */
  wait(ms: number): Promise<void>;
  /** Adds a listener that the model's dispose removes; returns the function that removes it sooner. */
  listen(target: ListenerTarget, type: string, listener: (event: Event) => void): () => void;
  /** Runs `cleanup` when the model is disposed (the latest added first). Once disposed, at once. */
  onDispose(cleanup: () => void): void;
}

/** An owner's timer handle. */
export type OwnedTimer = { readonly __ownedTimer: true };

export interface ListenerTarget {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

export interface Disposable {
  /** Ends what the model started (effects, timers, listeners, requests, child models); a second call does nothing. */
  dispose(): void;
}

/**
 * The signals library's model shape, used for what it gives us: every effect created while
 * a model is built (directly, or by the models it builds) is captured and disposed with it.
 * createModel also wraps each returned method as an action, which runs untracked; our
 * models expose reading methods that components call while rendering to subscribe
 * (betslip.stakeField, cashOut.state, session.otpCountdown), so the model's own object is
 * not handed to createModel: only its construction runs inside one, for the effect capture.
 */
const EffectCapture = createModel((build: () => void) => {
  build();
  return {};
});

/** The dispose key createModel sets (Symbol.dispose; the same lookup where a browser lacks it). */
const DISPOSE = (Symbol as unknown as { dispose: symbol }).dispose;

/** The model being built: a model built inside another is its child and is disposed with it. */
let building: Owner | null = null;

class Owner implements ModelOwner {
  readonly #controller = new AbortController();
  readonly #cleanups: Array<() => void> = [];
  readonly #timers = new Map<OwnedTimer, ReturnType<typeof setTimeout>>();
  #disposed = false;

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  get disposed(): boolean {
    return this.#disposed;
  }

  setTimeout(callback: () => void, ms: number): OwnedTimer {
    const timer = { __ownedTimer: true } as OwnedTimer;
    if (this.#disposed) return timer;
    this.#timers.set(
      timer,
      setTimeout(() => {
        this.#timers.delete(timer);
        callback();
      }, ms),
    );
    return timer;
  }

  clearTimeout(timer: OwnedTimer | null | undefined): void {
    if (!timer) return;
    const handle = this.#timers.get(timer);
    if (handle !== undefined) clearTimeout(handle);
    this.#timers.delete(timer);
  }

  wait(ms: number): Promise<void> {
    return new Promise((resolve) => void this.setTimeout(resolve, ms));
  }

  listen(target: ListenerTarget, type: string, listener: (event: Event) => void): () => void {
    if (this.#disposed) return () => undefined;
    target.addEventListener(type, listener);
    let listening = true;
    const stop = () => {
      if (!listening) return;
      listening = false;
      target.removeEventListener(type, listener);
    };
    this.onDispose(stop);
    return stop;
  }

  onDispose(cleanup: () => void): void {
    if (this.#disposed) cleanup();
    else this.#cleanups.push(cleanup);
  }

  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    // First nothing new may start (requests see the abort, timers refuse), then what runs ends.
    this.#controller.abort();
    for (const handle of this.#timers.values()) clearTimeout(handle);
    this.#timers.clear();
    const failures: unknown[] = [];
    for (const cleanup of this.#cleanups.splice(0).reverse()) {
      try {
        cleanup();
      } catch (error) {
        failures.push(error);
      }
    }
    // One cleanup that throws must not leave the others' resources running.
    if (failures.length > 0) throw failures.length === 1 ? failures[0] : new AggregateError(failures, 'Some parts of the model failed to dispose.');
  }
}

/**
 * Builds a model that owns what it starts. `build` gets the model's owner for timers,
 * listeners, requests (owner.signal) and other cleanups; every effect it creates is
 * captured (createModel); every model it builds becomes its child. The returned model is
 * `build`'s object with `dispose()` (and Symbol.dispose) added, which ends, in order:
 * requests (the signal aborts), timers, then cleanups, child models and effects, the
 * latest first. A model whose `build` throws is disposed before the error goes on.
 */
export function ownedModel<T extends object>(build: (owner: ModelOwner) => T): T & Disposable {
  const owner = new Owner();
  const parent = building;
  building = owner;
  let model: T | undefined;
  let effects: Record<symbol, () => void>;
  try {
    effects = new EffectCapture(() => {
      model = build(owner);
    }) as unknown as Record<symbol, () => void>;
  } catch (error) {
    owner.dispose();
    throw error;
  } finally {
    building = parent;
  }
  // Registered last, so run first at dispose: an effect must not react to the teardown of what it follows.
  owner.onDispose(() => effects[DISPOSE]?.());
  const dispose = () => owner.dispose();
  parent?.onDispose(dispose);
  const built = model as T & Disposable;
  Object.defineProperty(built, 'dispose', { value: dispose, configurable: true, writable: true, enumerable: false });
  if (DISPOSE) Object.defineProperty(built, DISPOSE, { value: dispose, configurable: true, writable: true, enumerable: false });
  return built;
}
