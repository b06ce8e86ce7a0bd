import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventMatchesLiveFilter, initialLiveFilter, liveFilterReducer, type LiveFilterAction, type LiveFilterState } from './liveFilter';

const run = (...actions: LiveFilterAction[]): LiveFilterState => actions.reduce(liveFilterReducer, initialLiveFilter);
const market = { periodAbbreviation: 'HALF', marketTypeCode: 'WIN_DRAW_WIN' };

describe('live filter, mobile (spec 4)', () => {
  it('starts with nothing narrowed', () => {
    expect(initialLiveFilter).toEqual({ selectedCompetitionId: null, selectedLeagueIds: [], selectedEuroMarket: null });
    expect(eventMatchesLiveFilter({ competitionId: 'eng', leagueId: 'premier' }, initialLiveFilter)).toBe(true);
  });

  it('clears the selected leagues when the competition changes', () => {
    const state = run({ type: 'select-competition', competitionId: 'eng' }, { type: 'toggle-league', leagueId: 'premier' }, { type: 'toggle-league', leagueId: 'fa-cup' });
    expect(state.selectedLeagueIds).toEqual(['premier', 'fa-cup']);
    expect(liveFilterReducer(state, { type: 'select-competition', competitionId: 'esp' })).toEqual({ selectedCompetitionId: 'esp', selectedLeagueIds: [], selectedEuroMarket: null });
    expect(liveFilterReducer(state, { type: 'select-competition', competitionId: null }).selectedLeagueIds).toEqual([]);
  });

  it('keeps the leagues when the same competition is chosen again', () => {
    const state = run({ type: 'select-competition', competitionId: 'eng' }, { type: 'toggle-league', leagueId: 'premier' });
    expect(liveFilterReducer(state, { type: 'select-competition', competitionId: 'eng' })).toBe(state);
  });

  it('toggles leagues only within a selected competition', () => {
    expect(run({ type: 'toggle-league', leagueId: 'premier' })).toBe(initialLiveFilter);
    expect(run({ type: 'select-competition', competitionId: 'eng' }, { type: 'toggle-league', leagueId: 'premier' }, { type: 'toggle-league', leagueId: 'premier' }).selectedLeagueIds).toEqual([]);
  });

  it('clears the euro market when the layout is not euro', () => {
    const state = run({ type: 'select-euro-market', market });
    expect(state.selectedEuroMarket).toEqual(market);
    expect(liveFilterReducer(state, { type: 'layout-changed', layout: 'euro' })).toBe(state);
    expect(liveFilterReducer(state, { type: 'layout-changed', layout: 'asian' }).selectedEuroMarket).toBeNull();
    expect(liveFilterReducer(state, { type: 'select-competition', competitionId: 'eng' }).selectedEuroMarket).toEqual(market);
  });

  it('resets to the initial filter', () => {
    expect(run({ type: 'select-competition', competitionId: 'eng' }, { type: 'select-euro-market', market }, { type: 'reset' })).toBe(initialLiveFilter);
  });

  it('lets through the chosen competition and leagues', () => {
    const competition = run({ type: 'select-competition', competitionId: 'eng' });
    expect(eventMatchesLiveFilter({ competitionId: 'eng', leagueId: 'championship' }, competition)).toBe(true);
    expect(eventMatchesLiveFilter({ competitionId: 'esp', leagueId: 'laliga' }, competition)).toBe(false);
    expect(eventMatchesLiveFilter({ competitionId: null, leagueId: 'friendlies' }, competition)).toBe(false);
    const league = liveFilterReducer(competition, { type: 'toggle-league', leagueId: 'premier' });
    expect(eventMatchesLiveFilter({ competitionId: 'eng', leagueId: 'premier' }, league)).toBe(true);
    expect(eventMatchesLiveFilter({ competitionId: 'eng', leagueId: 'championship' }, league)).toBe(false);
  });

  it('never holds leagues without a competition, nor a league twice (property)', () => {
    const action: fc.Arbitrary<LiveFilterAction> = fc.oneof(
      fc.constantFrom('eng', 'esp', null).map((competitionId): LiveFilterAction => ({ type: 'select-competition', competitionId })),
      fc.constantFrom('premier', 'laliga').map((leagueId): LiveFilterAction => ({ type: 'toggle-league', leagueId })),
      fc.constantFrom(market, null).map((chosen): LiveFilterAction => ({ type: 'select-euro-market', market: chosen })),
      fc.constantFrom('euro', 'asian').map((layout): LiveFilterAction => ({ type: 'layout-changed', layout })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        const state = run(...actions);
        if (state.selectedCompetitionId === null) expect(state.selectedLeagueIds).toEqual([]);
        expect(new Set(state.selectedLeagueIds).size).toBe(state.selectedLeagueIds.length);
        const last = actions.at(-1);
        if (last?.type === 'layout-changed' && last.layout === 'asian') expect(state.selectedEuroMarket).toBeNull();
      }),
    );
  });
});
