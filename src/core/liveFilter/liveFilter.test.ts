import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { desktopLiveFilterFor, desktopLiveFilterReducer, eventMatchesDesktopFilter, type DesktopLiveFilterAction } from './desktopLiveFilter';
import { eventMatchesLiveFilter, initialLiveFilter, liveFilterReducer } from './liveFilter';

describe('live filter, mobile (spec 4)', () => {
  it('clears the leagues when the competition changes', () => {
    const chosen = [
      { type: 'select-competition', competitionId: 'eng' },
      { type: 'toggle-league', leagueId: 'premier' },
    ] as const;
    const state = chosen.reduce(liveFilterReducer, initialLiveFilter);
    expect(state.selectedLeagueIds).toEqual(['premier']);
    expect(liveFilterReducer(state, { type: 'select-competition', competitionId: 'eng' })).toBe(state);
    expect(liveFilterReducer(state, { type: 'select-competition', competitionId: 'esp' })).toMatchObject({ selectedCompetitionId: 'esp', selectedLeagueIds: [] });
    expect(eventMatchesLiveFilter({ competitionId: 'eng', leagueId: 'premier' }, state)).toBe(true);
    expect(eventMatchesLiveFilter({ competitionId: 'eng', leagueId: 'championship' }, state)).toBe(false);
  });

  it('clears the euro market when the layout is not euro', () => {
    const market = { periodAbbreviation: 'HALF', marketTypeCode: 'WIN_DRAW_WIN' };
    const state = liveFilterReducer(initialLiveFilter, { type: 'select-euro-market', market });
    expect(liveFilterReducer(state, { type: 'layout-changed', layout: 'euro' }).selectedEuroMarket).toEqual(market);
    expect(liveFilterReducer(state, { type: 'layout-changed', layout: 'asian' }).selectedEuroMarket).toBeNull();
  });
});

const competitions = [
  { competitionId: 'eng', leagueIds: ['premier', 'championship'] },
  { competitionId: 'esp', leagueIds: ['laliga'] },
];

describe('live filter, desktop (spec 4)', () => {
  const start = desktopLiveFilterFor(competitions);

  it('turns a competition icon from none or partial to selected, and selected to none', () => {
    const selected = desktopLiveFilterReducer(start, { type: 'toggle-competition', competitionId: 'eng' });
    expect(selected.competitionDesktopList[0]).toMatchObject({ iconState: 'selected', leagueIds: ['premier', 'championship'] });
    expect(selected.isAllCompetitionsSelected).toBe(false);
    expect(selected.selectedCompetitionDesktopId).toBe('eng');
    const partial = desktopLiveFilterReducer(start, { type: 'toggle-league', leagueId: 'premier' });
    expect(partial.competitionDesktopList[0]?.iconState).toBe('partial');
    expect(desktopLiveFilterReducer(partial, { type: 'toggle-competition', competitionId: 'eng' }).competitionDesktopList[0]?.iconState).toBe('selected');
    const none = desktopLiveFilterReducer(selected, { type: 'toggle-competition', competitionId: 'eng' });
    expect(none.competitionDesktopList[0]?.iconState).toBe('none');
  });

  it('makes a competition partial while some leagues remain unchosen, else selected', () => {
    const one = desktopLiveFilterReducer(start, { type: 'toggle-league', leagueId: 'premier' });
    expect(one.competitionDesktopList[0]?.iconState).toBe('partial');
    const both = desktopLiveFilterReducer(one, { type: 'toggle-league', leagueId: 'championship' });
    expect(both.competitionDesktopList[0]?.iconState).toBe('selected');
    const back = desktopLiveFilterReducer(both, { type: 'toggle-league', leagueId: 'premier' });
    expect(back.competitionDesktopList[0]?.iconState).toBe('partial');
  });

  it('returns to all-selected when every icon is none and no loose league remains', () => {
    const loose = desktopLiveFilterReducer(start, { type: 'toggle-league', leagueId: 'friendlies' });
    expect(loose.isAllCompetitionsSelected).toBe(false);
    expect(eventMatchesDesktopFilter({ competitionId: null, leagueId: 'friendlies' }, loose)).toBe(true);
    expect(eventMatchesDesktopFilter({ competitionId: 'eng', leagueId: 'premier' }, loose)).toBe(false);
    const cleared = desktopLiveFilterReducer(loose, { type: 'toggle-league', leagueId: 'friendlies' });
    expect(cleared).toMatchObject({ isAllCompetitionsSelected: true, isAllLeagueSelected: true });
    expect(eventMatchesDesktopFilter({ competitionId: 'eng', leagueId: 'premier' }, cleared)).toBe(true);
  });

  it('resets when the competition list changes', () => {
    const narrowed = desktopLiveFilterReducer(start, { type: 'toggle-competition', competitionId: 'esp' });
    expect(desktopLiveFilterReducer(narrowed, { type: 'competitions-changed', competitions })).toEqual(start);
  });

  it('keeps its invariants under random toggles (property)', () => {
    const action: fc.Arbitrary<DesktopLiveFilterAction> = fc.oneof(
      fc.constantFrom('eng', 'esp', 'nope').map((competitionId): DesktopLiveFilterAction => ({ type: 'toggle-competition', competitionId })),
      fc.constantFrom('premier', 'championship', 'laliga', 'friendlies').map((leagueId): DesktopLiveFilterAction => ({ type: 'toggle-league', leagueId })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const state = actions.reduce(desktopLiveFilterReducer, start);
        for (const entry of state.competitionDesktopList) {
          if (entry.iconState === 'partial') expect(entry.leagueIds.length).toBeGreaterThan(0);
          if (entry.iconState === 'partial') expect(entry.leagueIds.length).toBeLessThan(entry.allLeagueIds.length);
          if (entry.iconState === 'none') expect(entry.leagueIds).toEqual([]);
          if (entry.iconState === 'selected') expect([...entry.leagueIds].sort()).toEqual([...entry.allLeagueIds].sort());
        }
        const nothing = state.competitionDesktopList.every((entry) => entry.iconState === 'none') && state.selectedLeaguesWithoutCompetitionDesktopIds.length === 0;
        expect(state.isAllCompetitionsSelected).toBe(nothing);
      }),
    );
  });
});
