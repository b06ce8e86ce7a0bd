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
      selectedAbsentCompetitionIds: [],
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

  it('is no change at all when the same list comes again, in any order', () => {
    const narrowed = run({ type: 'toggle-competition', competitionId: 'esp' });
    expect(desktopLiveFilterReducer(narrowed, { type: 'competitions-changed', competitions: [...competitions].reverse() })).toBe(narrowed);
  });

  describe('competitions coming and going as events kick off and end (issue 23)', () => {
    const ger = { competitionId: 'ger', leagueIds: ['bundesliga'] };
    const changed = (state: DesktopLiveFilterState, list: typeof competitions) => desktopLiveFilterReducer(state, { type: 'competitions-changed', competitions: list });

    it('keeps a selected competition selected when another one appears', () => {
      const state = changed(run({ type: 'toggle-competition', competitionId: 'esp' }), [...competitions, ger]);
      expect(icons(state)).toEqual(['none', 'selected', 'none']);
      expect(state).toMatchObject({ isAllCompetitionsSelected: false, selectedCompetitionDesktopId: 'esp' });
      expect(eventMatchesDesktopFilter({ competitionId: 'esp', leagueId: 'laliga' }, state)).toBe(true);
      expect(eventMatchesDesktopFilter({ competitionId: 'ger', leagueId: 'bundesliga' }, state)).toBe(false);
    });

    it('keeps a selected competition chosen while it is gone, and selected when it comes back', () => {
      const gone = changed(run({ type: 'toggle-competition', competitionId: 'esp' }), [competitions[0]!, ger]);
      expect(icons(gone)).toEqual(['none', 'none']);
      expect(gone).toMatchObject({ selectedAbsentCompetitionIds: ['esp'], isAllCompetitionsSelected: false, selectedCompetitionDesktopId: 'esp' });
      // Narrowed to a competition with no live event: nothing else slips in.
      expect(eventMatchesDesktopFilter({ competitionId: 'ger', leagueId: 'bundesliga' }, gone)).toBe(false);
      const back = changed(gone, [ger, competitions[1]!, competitions[0]!]);
      expect(back.competitionDesktopList.find((entry) => entry.competitionId === 'esp')?.iconState).toBe('selected');
      expect(back).toMatchObject({ selectedAbsentCompetitionIds: [], isAllCompetitionsSelected: false });
      expect(eventMatchesDesktopFilter({ competitionId: 'esp', leagueId: 'laliga' }, back)).toBe(true);
    });

    it('keeps chosen leagues chosen while their competition or league is gone, partial again when back', () => {
      const partial = run({ type: 'toggle-league', leagueId: 'premier' });
      const leagueGone = changed(partial, [{ competitionId: 'eng', leagueIds: ['championship', 'fa-cup'] }, competitions[1]!]);
      expect(leagueGone.selectedLeaguesWithoutCompetitionDesktopIds).toEqual(['premier']);
      expect(leagueGone.isAllCompetitionsSelected).toBe(false);
      const competitionGone = changed(leagueGone, [competitions[1]!]);
      expect(competitionGone.selectedLeaguesWithoutCompetitionDesktopIds).toEqual(['premier']);
      expect(eventMatchesDesktopFilter({ competitionId: 'esp', leagueId: 'laliga' }, competitionGone)).toBe(false);
      const back = changed(competitionGone, competitions);
      expect(icons(back)).toEqual(['partial', 'none']);
      expect(eventMatchesDesktopFilter({ competitionId: 'eng', leagueId: 'premier' }, back)).toBe(true);
      expect(eventMatchesDesktopFilter({ competitionId: 'eng', leagueId: 'fa-cup' }, back)).toBe(false);
    });

    it('unselects a gone competition when toggled (it shows at 0), and is all again with nothing left', () => {
      const gone = changed(run({ type: 'toggle-competition', competitionId: 'esp' }), [competitions[0]!]);
      const released = desktopLiveFilterReducer(gone, { type: 'toggle-competition', competitionId: 'esp' });
      expect(released).toMatchObject({ selectedAbsentCompetitionIds: [], isAllCompetitionsSelected: true, selectedCompetitionDesktopId: null });
      expect(desktopLiveFilterReducer(gone, { type: 'select-all' })).toEqual(desktopLiveFilterFor([competitions[0]!]));
    });

    it('never loses a choice over any sequence of list changes (property)', () => {
      const all = [...competitions, ger];
      const list = fc.subarray(all).map((chosen) => chosen);
      fc.assert(
        fc.property(fc.constantFrom('eng', 'esp', 'ger'), fc.array(list, { maxLength: 12 }), (chosenId, lists) => {
          const selected = desktopLiveFilterReducer(desktopLiveFilterFor(all), { type: 'toggle-competition', competitionId: chosenId });
          const end = [...lists, all].reduce(changed, selected);
          expect(end.competitionDesktopList.find((entry) => entry.competitionId === chosenId)?.iconState).toBe('selected');
          expect(end.isAllCompetitionsSelected).toBe(false);
          expect(end.selectedAbsentCompetitionIds).toEqual([]);
        }),
      );
    });
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
