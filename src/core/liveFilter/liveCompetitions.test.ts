import { describe, expect, it } from 'vitest';
import { competitionInputsOf, filterableEvent, liveCompetitionsOf, rememberNames, withChosenAbsent } from './liveCompetitions';

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

describe('withChosenAbsent (issue 23)', () => {
  const shown = {
    competitions: [{ id: 'esp', name: 'Spain', eventCount: 2, leagues: [{ id: 'laliga', name: 'La Liga', eventCount: 2 }] }],
    leaguesWithoutCompetition: [],
  };
  const names = new Map([
    ['c:eng', 'England'],
    ['l:premier', 'Premier League'],
  ]);

  it('lists a chosen competition or league with no live event at 0, by name', () => {
    const withChosen = withChosenAbsent(shown, { competitionIds: ['eng'], leagueIds: ['premier'] }, names);
    expect(withChosen.competitions.map((competition) => [competition.name, competition.eventCount])).toEqual([
      ['England', 0],
      ['Spain', 2],
    ]);
    expect(withChosen.leaguesWithoutCompetition).toEqual([{ id: 'premier', name: 'Premier League', eventCount: 0 }]);
  });

  it('adds nothing for what is listed, or was never seen', () => {
    expect(withChosenAbsent(shown, { competitionIds: ['esp', 'ita'], leagueIds: ['laliga', 'serie-a'] }, names)).toBe(shown);
  });

  it('keeps a league chosen within a competition at 0 under it, the competition listed or not (the phone\'s chips)', () => {
    const seen = new Map([...names, ['l:segunda', 'Segunda'], ['l:championship', 'Championship']]);
    const underSpain = withChosenAbsent(shown, { competitionIds: ['esp'], leagueIds: [], leagueIdsByCompetition: { esp: ['segunda'] } }, seen);
    expect(underSpain.competitions).toEqual([
      { id: 'esp', name: 'Spain', eventCount: 2, leagues: [{ id: 'laliga', name: 'La Liga', eventCount: 2 }, { id: 'segunda', name: 'Segunda', eventCount: 0 }] },
    ]);
    expect(underSpain.leaguesWithoutCompetition).toEqual([]);
    const underEngland = withChosenAbsent(shown, { competitionIds: ['eng'], leagueIds: [], leagueIdsByCompetition: { eng: ['championship', 'never-seen'] } }, seen);
    expect(underEngland.competitions[0]).toEqual({ id: 'eng', name: 'England', eventCount: 0, leagues: [{ id: 'championship', name: 'Championship', eventCount: 0 }] });
    // A listed league chosen adds nothing: the same object back.
    expect(withChosenAbsent(shown, { competitionIds: ['esp'], leagueIds: [], leagueIdsByCompetition: { esp: ['laliga'] } }, seen)).toBe(shown);
  });

  it('remembers every name it is shown', () => {
    const seen = new Map<string, string>();
    rememberNames(seen, shown);
    expect([...seen]).toEqual([
      ['c:esp', 'Spain'],
      ['l:laliga', 'La Liga'],
    ]);
  });
});
