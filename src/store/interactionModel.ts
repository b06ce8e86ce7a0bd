import { signal, type ReadonlySignal } from '@preact/signals-core';

/**
 * Native-app mode's interaction blocker (spec 1), held by the native app: while the app
 * shows its own sheet, menu or transition over the web view, a tap that reaches the
 * sportsbook underneath would act on a page the bettor is not looking at. The app sets
 * it and clears it; nothing in the sportsbook sets it by itself, so a forgetful app can
 * never leave a bettor stuck behind a blocker it did not ask for.
 */
export function createInteractionModel() {
  const blocked = signal(false);
  return {
    blocked: blocked as ReadonlySignal<boolean>,
    setBlocked(value: boolean): void {
      blocked.value = value;
    },
  };
}

export type InteractionModel = ReturnType<typeof createInteractionModel>;
