import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Persistence } from './persistence';

/** Spec 3 "Favourite events": a persisted collection of event ids. */
export function createFavouritesModel(persistence: Persistence) {
  const ids = signal<readonly string[]>(persistence.read<string[]>('favourites') ?? []);
  const set = computed(() => new Set(ids.value));
  const save = () => persistence.write('favourites', ids.value);
  return {
    ids: ids as ReadonlySignal<readonly string[]>,
    has: (eventId: string) => set.value.has(eventId),
    toggle(eventId: string): void {
      ids.value = set.value.has(eventId) ? ids.value.filter((id) => id !== eventId) : [...ids.value, eventId];
      save();
    },
  };
}

export type FavouritesModel = ReturnType<typeof createFavouritesModel>;
