import { describe, expect, it } from 'vitest';
import type { ApiEvent } from '../api';
import { decodeFeedChange, type EventChangePayload } from '../live';
import { createCatalogueModel } from './catalogueModel';

// The scoreboard fields (docs/api.md "Scoreboard fields") from the feed and REST answers
// into the catalogue: read through core's readers, followed by live changes, and a race's
// card kept when a list answer (which carries none) comes after the event's own.
const tennis = (extra: object = {}): ApiEvent =>
  ({
    id: '7',
    slug: '7-a-v-b',
    description: 'A v B',
    eventPaths: [{ id: 239, description: 'Tennis' }],
    sportCode: 'TENN',
    clock: { minutes: 3, status: 'RUNNING' },
    opponents: [],
    markets: [],
    currentGame: { home: 1, away: 2, tiebreak: false, server: 'home' },
    cricketInnings: [{ side: 'home', runs: 12, wickets: 1, balls: 9 }],
    ...extra,
  }) as unknown as ApiEvent;

const decoded = (payload: object): EventChangePayload => {
  const change = decodeFeedChange('event', payload, 1);
  if (change.kind !== 'event') throw new Error(`not an event change: ${JSON.stringify(change)}`);
  return change.change;
};

describe('catalogue: scoreboard fields', () => {
  it('reads the game in play and the innings from an answer, and follows the feed’s changes', () => {
    const catalogue = createCatalogueModel();
    catalogue.applySnapshot([tennis()]);
    expect(catalogue.event('7')?.value.currentGame).toEqual({ home: 1, away: 2, tiebreak: false, server: 'home' });
    expect(catalogue.event('7')?.value.cricketInnings).toEqual([{ side: 'home', runs: 12, wickets: 1, balls: 9 }]);

    catalogue.applyEventChanges([decoded({ eid: '7', status: 'LIVE', currentGame: { home: 2, away: 2, server: 'home' } })]);
    expect(catalogue.event('7')?.value.currentGame).toEqual({ home: 2, away: 2, tiebreak: false, server: 'home' });
    // A change without the field keeps it; an unreadable one is left out; null ends it.
    catalogue.applyEventChanges([decoded({ eid: '7', status: 'LIVE', clock: { minutes: 4, status: 'RUNNING' } })]);
    catalogue.applyEventChanges([decoded({ eid: '7', status: 'LIVE', currentGame: { home: 'forty', away: 2, server: 'home' }, cricketInnings: [{ side: 'home', runs: -1 }] })]);
    expect(catalogue.event('7')?.value.currentGame).toEqual({ home: 2, away: 2, tiebreak: false, server: 'home' });
    expect(catalogue.event('7')?.value.cricketInnings).toEqual([{ side: 'home', runs: 12, wickets: 1, balls: 9 }]);
    catalogue.applyEventChanges([decoded({ eid: '7', status: 'END_OF_EVENT', currentGame: null })]);
    expect(catalogue.event('7')?.value.currentGame).toBeNull();
  });

  it('keeps a race’s card when a list answer without one follows', () => {
    const racecard = { placeTerms: { places: 3, fraction: 0.25 }, runners: [{ number: 1, name: 'Silver Arrow', outcomeId: '9-1-1', form: '12', jockey: 'A. B', trainer: 'C. D' }] };
    const race = (extra: object) => ({ id: '9', slug: '9-race', description: 'Race', eventPaths: [{ id: 364, description: 'Horse Racing' }], sportCode: 'HORS', clock: null, opponents: [], markets: [], ...extra }) as unknown as ApiEvent;
    const catalogue = createCatalogueModel();
    catalogue.applyEvents([race({ racecard })]);
    expect(catalogue.event('9')?.value.racecard).toEqual(racecard);
    catalogue.applyEvents([race({})]);
    expect(catalogue.event('9')?.value.racecard).toEqual(racecard);
  });
});
