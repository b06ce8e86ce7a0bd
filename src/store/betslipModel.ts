import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { withSelection, withoutSelection } from '../core';

export interface BetslipModel {
  /** Outcome ids in the order the bettor added them. */
  readonly selectionIds: ReadonlySignal<readonly string[]>;
  readonly count: ReadonlySignal<number>;
  /** Whether the slip is expanded (the collapsed bar or button shows otherwise). */
  readonly isOpen: ReadonlySignal<boolean>;
  addSelection(outcomeId: string): void;
  removeSelection(outcomeId: string): void;
  toggleSelection(outcomeId: string): void;
  open(): void;
  close(): void;
  toggleOpen(): void;
}

export function createBetslipModel(): BetslipModel {
  const selectionIds = signal<readonly string[]>([]);
  const isOpen = signal(false);
  const count = computed(() => selectionIds.value.length);

  // Spec 4 "Betslip": adding a selection opens the slip; removing the last one closes it.
  function addSelection(outcomeId: string): void {
    batch(() => {
      selectionIds.value = withSelection(selectionIds.value, outcomeId);
      isOpen.value = true;
    });
  }

  function removeSelection(outcomeId: string): void {
    batch(() => {
      selectionIds.value = withoutSelection(selectionIds.value, outcomeId);
      if (selectionIds.value.length === 0) isOpen.value = false;
    });
  }

  return {
    selectionIds,
    count,
    isOpen,
    addSelection,
    removeSelection,
    toggleSelection(outcomeId) {
      if (selectionIds.value.includes(outcomeId)) removeSelection(outcomeId);
      else addSelection(outcomeId);
    },
    open() {
      isOpen.value = true;
    },
    close() {
      isOpen.value = false;
    },
    toggleOpen() {
      isOpen.value = !isOpen.value;
    },
  };
}
