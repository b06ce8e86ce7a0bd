import { describe, expect, it } from 'vitest';
import { competitionInputsOf, filterableEvent, liveCompetitionsOf } from './liveCompetitions';

const england = { id: '900', name: 'England' };
const spain = { id: '901', name: 'Spain' };
const premier = { id: '5001', name: 'England Premier Division' };
const championship = { id: '5002', name: 'England Championship' };
const laliga = { id: '5003', name: 'Spain Premier Division' };
const friendlies = { id: '7000', name: 'Club Friendlies' };

describe('live competitions (the live filter choices)', () => {
  const events = [
    { competition: spain, league: laliga },
    { competition: england, league: premier },
    { competition: england, league: championship },
    { competition: england, league: premier },
    { competition: null, league: friendlies },
    { competition: null, league: null },
  ];

  it('groups leagues under their country, counts events, and sorts by name', () => {
    expect(liveCompetitionsOf(events)).toEqual({
      competitions: [
        {
          id: '900',
          name: 'England',
          eventCount: 3,
          leagues: [
            { id: '5002', name: 'England Championship', eventCount: 1 },
            { id: '5001', name: 'England Premier Division', eventCount: 2 },
          ],
        },
        { id: '901', name: 'Spain', eventCount: 1, leagues: [{ id: '5003', name: 'Spain Premier Division', eventCount: 1 }] },
      ],
      leaguesWithoutCompetition: [{ id: '7000', name: 'Club Friendlies', eventCount: 1 }],
    });
  });

  it('gives the desktop reducer its competition list and the reducers their event shape', () => {
    expect(competitionInputsOf(liveCompetitionsOf(events))).toEqual([
      { competitionId: '900', leagueIds: ['5002', '5001'] },
      { competitionId: '901', leagueIds: ['5003'] },
    ]);
    expect(filterableEvent({ competition: england, league: premier })).toEqual({ competitionId: '900', leagueId: '5001' });
    expect(filterableEvent({ competition: null, league: friendlies })).toEqual({ competitionId: null, leagueId: '7000' });
    expect(filterableEvent({ competition: null, league: null })).toBeNull();
  });
});
