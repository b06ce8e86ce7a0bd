import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chosenLeagueIds, desktopLiveFilterFor, desktopLiveFilterReducer, eventMatchesDesktopFilter, type DesktopLiveFilterAction, type DesktopLiveFilterState } from './desktopLiveFilter';

const competitions = [
  { competitionId: 'eng', leagueIds: ['premier', 'championship', 'fa-cup'] },
  { competitionId: 'esp', leagueIds: ['laliga'] },
];
const start = desktopLiveFilterFor(competitions);
const run = (...actions: DesktopLiveFilterAction[]): DesktopLiveFilterState => actions.reduce(desktopLiveFilterReducer, start);
const icons = (state: DesktopLiveFilterState) => state.competitionDesktopList.map((entry) => entry.iconState);

describe('live filter, desktop (spec 4)', () => {
  it('starts all-selected with every icon none', () => {
    expect(start).toEqual({
      competitionDesktopList: [
        { competitionId: 'eng', leagueIds: ['premier', 'championship', 'fa-cup'], iconState: 'none' },
        { competitionId: 'esp', leagueIds: ['laliga'], iconState: 'none' },
      ],
      selectedLeaguesWithoutCompetitionDesktopIds: [],
      selectedCompetitionDesktopId: null,
      isAllCompetitionsSelected: true,
      isAllLeagueSelected: true,
    });
  });

  it('turns a competition icon from none to selected and back to none', () => {
    const selected = run({ type: 'toggle-competition', competitionId: 'eng' });
    expect(icons(selected)).toEqual(['selected', 'none']);
    expect(selected).toMatchObject({ selectedCompetitionDesktopId: 'eng', isAllCompetitionsSelected: false, isAllLeagueSelected: false });
    const none = desktopLiveFilterReducer(selected, { type: 'toggle-competition', competitionId: 'eng' });
    expect(none).toEqual(start);
  });

  it('turns a partial competition selected, taking its leagues out of the loose list', () => {
    const partial = run({ type: 'toggle-league', leagueId: 'premier' });
    expect(icons(partial)).toEqual(['partial', 'none']);
    expect(partial.selectedLeaguesWithoutCompetitionDesktopIds).toEqual(['premier']);
    const selected = desktopLiveFilterReducer(partial, { type: 'toggle-competition', competitionId: 'eng' });
    expect(icons(selected)).toEqual(['selected', 'none']);
    expect(selected.selectedLeaguesWithoutCompetitionDesktopIds).toEqual([]);
  });

  it('makes a competition partial while leagues remain unchosen, selected when all are chosen', () => {
    const one = run({ type: 'toggle-league', leagueId: 'premier' }, { type: 'toggle-league', leagueId: 'championship' });
    expect(icons(one)).toEqual(['partial', 'none']);
    expect(one.selectedCompetitionDesktopId).toBe('eng');
    const all = desktopLiveFilterReducer(one, { type: 'toggle-league', leagueId: 'fa-cup' });
    expect(icons(all)).toEqual(['selected', 'none']);
    expect(all.selectedLeaguesWithoutCompetitionDesktopIds).toEqual([]);
    expect(icons(run({ type: 'toggle-league', leagueId: 'laliga' }))).toEqual(['none', 'selected']);
  });

  it('leaves the other leagues chosen when one is toggled off a selected competition', () => {
    const state = run({ type: 'toggle-competition', competitionId: 'eng' }, { type: 'toggle-league', leagueId: 'fa-cup' });
    expect(icons(state)).toEqual(['partial', 'none']);
    expect(chosenLeagueIds(state.competitionDesktopList[0]!, state)).toEqual(['premier', 'championship']);
    expect(eventMatchesDesktopFilter({ competitionId: 'eng', leagueId: 'premier' }, state)).toBe(true);
    expect(eventMatchesDesktopFilter({ competitionId: 'eng', leagueId: 'fa-cup' }, state)).toBe(false);
    // A one-league competition toggled off by its league goes back to none, and the filter to all.
    expect(run({ type: 'toggle-competition', competitionId: 'esp' }, { type: 'toggle-league', leagueId: 'laliga' })).toEqual(start);
  });

  it('returns to all-selected when every icon is none and no loose league remains', () => {
    const loose = run({ type: 'toggle-league', leagueId: 'friendlies' });
    expect(icons(loose)).toEqual(['none', 'none']);
    expect(loose.isAllCompetitionsSelected).toBe(false);
    expect(eventMatchesDesktopFilter({ competitionId: null, leagueId: 'friendlies' }, loose)).toBe(true);
    expect(eventMatchesDesktopFilter({ competitionId: 'eng', leagueId: 'premier' }, loose)).toBe(false);
    const cleared = desktopLiveFilterReducer(loose, { type: 'toggle-league', leagueId: 'friendlies' });
    expect(cleared).toEqual(start);
    expect(eventMatchesDesktopFilter({ competitionId: 'eng', leagueId: 'premier' }, cleared)).toBe(true);
    expect(run({ type: 'toggle-league', leagueId: 'premier' }, { type: 'toggle-league', leagueId: 'premier' })).toEqual(start);
  });

  it('lets through selected competitions and chosen leagues only', () => {
    const state = run({ type: 'toggle-competition', competitionId: 'esp' }, { type: 'toggle-league', leagueId: 'premier' });
    expect(eventMatchesDesktopFilter({ competitionId: 'esp', leagueId: 'laliga' }, state)).toBe(true);
    expect(eventMatchesDesktopFilter({ competitionId: 'eng', leagueId: 'premier' }, state)).toBe(true);
    expect(eventMatchesDesktopFilter({ competitionId: 'eng', leagueId: 'championship' }, state)).toBe(false);
  });

  it('resets when the competition list changes, not when the same list comes again', () => {
    const narrowed = run({ type: 'toggle-competition', competitionId: 'esp' });
    expect(desktopLiveFilterReducer(narrowed, { type: 'competitions-changed', competitions: [...competitions].reverse() })).toBe(narrowed);
    const changed = [...competitions, { competitionId: 'ger', leagueIds: ['bundesliga'] }];
    expect(desktopLiveFilterReducer(narrowed, { type: 'competitions-changed', competitions: changed })).toEqual(desktopLiveFilterFor(changed));
    const fewerLeagues = [{ competitionId: 'eng', leagueIds: ['premier'] }, competitions[1]!];
    expect(desktopLiveFilterReducer(narrowed, { type: 'competitions-changed', competitions: fewerLeagues }).isAllCompetitionsSelected).toBe(true);
  });

  it('selects all on request and ignores unknown competitions', () => {
    expect(desktopLiveFilterReducer(run({ type: 'toggle-competition', competitionId: 'eng' }), { type: 'select-all' })).toEqual(start);
    expect(run({ type: 'toggle-competition', competitionId: 'nope' })).toBe(start);
  });

  it('keeps its invariants under random toggles (property)', () => {
    const action: fc.Arbitrary<DesktopLiveFilterAction> = fc.oneof(
      fc.constantFrom('eng', 'esp', 'nope').map((competitionId): DesktopLiveFilterAction => ({ type: 'toggle-competition', competitionId })),
      fc.constantFrom('premier', 'championship', 'fa-cup', 'laliga', 'friendlies').map((leagueId): DesktopLiveFilterAction => ({ type: 'toggle-league', leagueId })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const state = actions.reduce(desktopLiveFilterReducer, start);
        const loose = state.selectedLeaguesWithoutCompetitionDesktopIds;
        expect(new Set(loose).size).toBe(loose.length);
        for (const entry of state.competitionDesktopList) {
          const chosen = entry.leagueIds.filter((id) => loose.includes(id));
          // A partial competition always has some, but not all, of its leagues chosen.
          if (entry.iconState === 'partial') expect(chosen.length).toBeGreaterThan(0);
          if (entry.iconState === 'partial') expect(chosen.length).toBeLessThan(entry.leagueIds.length);
          // Selected and none competitions have no leagues in the loose list.
          if (entry.iconState !== 'partial') expect(chosen).toEqual([]);
        }
        const nothing = state.competitionDesktopList.every((entry) => entry.iconState === 'none') && loose.length === 0;
        expect(state.isAllCompetitionsSelected).toBe(nothing);
        expect(state.isAllLeagueSelected).toBe(nothing);
        if (nothing) expect(state).toEqual(start);
        const shown = state.competitionDesktopList.find((entry) => entry.competitionId === state.selectedCompetitionDesktopId);
        if (state.selectedCompetitionDesktopId !== null) expect(shown?.iconState).not.toBe('none');
      }),
    );
  });
});
