import { effect } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { createFavouritesModel } from './favouritesModel';
import { createPersistence, memoryStorage } from './persistence';

describe('favourites model', () => {
  it("wakes only the toggled event's computed, and keeps the list across a reload", () => {
    const storage = memoryStorage();
    const favourites = createFavouritesModel(createPersistence(storage));
    const seen: string[] = [];
    const stops = ['a', 'b'].map((id) => effect(() => void seen.push(`${id}:${favourites.isFavourite(id).value}`)));
    seen.length = 0;
    favourites.toggle('a');
    favourites.toggle('c');
    expect(seen).toEqual(['a:true']);
    expect(favourites.isFavourite('a')).toBe(favourites.isFavourite('a'));
    favourites.toggle('a');
    expect(seen).toEqual(['a:true', 'a:false']);
    stops.forEach((stop) => stop());
    expect(createFavouritesModel(createPersistence(storage)).ids.value).toEqual(['c']);
  });

  it('forgets events the operator no longer has, and saves that', () => {
    const storage = memoryStorage();
    const favourites = createFavouritesModel(createPersistence(storage));
    ['a', 'b', 'c'].forEach((id) => favourites.toggle(id));
    favourites.forget(['b', 'unknown']);
    expect(favourites.ids.value).toEqual(['a', 'c']);
    expect(favourites.isFavourite('b').value).toBe(false);
    expect(createFavouritesModel(createPersistence(storage)).ids.value).toEqual(['a', 'c']);
  });

  it('reads a stored value that is not a list of ids as no favourites', () => {
    const storage = memoryStorage();
    storage.setItem('sportsbook:favourites', JSON.stringify({ version: 1, state: { a: true } }));
    expect(createFavouritesModel(createPersistence(storage)).ids.value).toEqual([]);
    storage.setItem('sportsbook:favourites', JSON.stringify({ version: 1, state: ['a', 7, 'a', null, 'b'] }));
    expect(createFavouritesModel(createPersistence(storage)).ids.value).toEqual(['a', 'b']);
  });
});
