import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Persistence } from './persistence';

/** What was stored, kept only if it is a list of ids: a hand-edited or foreign value reads as none. */
function storedIds(value: unknown): readonly string[] {
  return Array.isArray(value) ? [...new Set(value.filter((id): id is string => typeof id === 'string' && id !== ''))] : [];
}

/**
 * Spec 3 "Favourite events": a persisted collection of event ids. Each event's "is it a
 * favourite" is its own computed, made once per id, so a star reading it re-renders only
 * when that event is starred or unstarred, never when another one is.
 */
export function createFavouritesModel(persistence: Persistence) {
  const ids = signal<readonly string[]>(storedIds(persistence.read<unknown>('favourites')));
  const set = computed(() => new Set(ids.value));
  const perEvent = new Map<string, ReadonlySignal<boolean>>();
  const save = () => persistence.write('favourites', ids.value);

  function isFavourite(eventId: string): ReadonlySignal<boolean> {
    let entry = perEvent.get(eventId);
    if (!entry) {
      entry = computed(() => set.value.has(eventId));
      perEvent.set(eventId, entry);
    }
    return entry;
  }

  return {
    /** The favourite event ids, oldest first (the live page's favourites read this too). */
    ids: ids as ReadonlySignal<readonly string[]>,
    /** Whether the event is a favourite (subscribes to the whole list; one star reads `isFavourite`). */
    has: (eventId: string) => set.value.has(eventId),
    isFavourite,
    toggle(eventId: string): void {
      ids.value = set.peek().has(eventId) ? ids.value.filter((id) => id !== eventId) : [...ids.value, eventId];
      save();
    },
    /**
     * Drops events the operator no longer has (finished or unknown): the favourites view
     * calls it with the ids it asked for and did not get back.
     */
    forget(eventIds: readonly string[]): void {
      const gone = new Set(eventIds);
      const kept = ids.value.filter((id) => !gone.has(id));
      if (kept.length === ids.value.length) return;
      ids.value = kept;
      save();
    },
  };
}

export type FavouritesModel = ReturnType<typeof createFavouritesModel>;
