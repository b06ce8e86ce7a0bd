/** Spec 3 "Live events filter", mobile variant: one competition, some of its leagues, a euro market. */
export interface EuroMarketSelection {
  periodAbbreviation: string;
  marketTypeCode: string;
}

export interface LiveFilterState {
  selectedCompetitionId: string | null;
  selectedLeagueIds: readonly string[];
  selectedEuroMarket: EuroMarketSelection | null;
}

export const initialLiveFilter: LiveFilterState = Object.freeze({ selectedCompetitionId: null, selectedLeagueIds: [], selectedEuroMarket: null });

export type LiveFilterAction =
  | { type: 'select-competition'; competitionId: string | null }
  | { type: 'toggle-league'; leagueId: string }
  | { type: 'select-euro-market'; market: EuroMarketSelection | null }
  | { type: 'layout-changed'; layout: string }
  | { type: 'reset' };

/**
 * Spec 4: changing the selected competition clears the selected leagues; the euro market
 * selection clears when the layout is not euro. Selecting the same competition again
 * changes nothing (and keeps its leagues).
 */
export function liveFilterReducer(state: LiveFilterState, action: LiveFilterAction): LiveFilterState {
  switch (action.type) {
    case 'select-competition':
      return action.competitionId === state.selectedCompetitionId ? state : { ...state, selectedCompetitionId: action.competitionId, selectedLeagueIds: [] };
    case 'toggle-league':
      return {
        ...state,
        selectedLeagueIds: state.selectedLeagueIds.includes(action.leagueId) ? state.selectedLeagueIds.filter((id) => id !== action.leagueId) : [...state.selectedLeagueIds, action.leagueId],
      };
    case 'select-euro-market':
      return { ...state, selectedEuroMarket: action.market };
    case 'layout-changed':
      return action.layout === 'euro' || state.selectedEuroMarket === null ? state : { ...state, selectedEuroMarket: null };
    case 'reset':
      return initialLiveFilter;
  }
}

/** Whether an event passes the mobile filter: no competition chosen shows everything. */
export function eventMatchesLiveFilter(event: { competitionId: string; leagueId: string }, state: LiveFilterState): boolean {
  if (state.selectedCompetitionId === null) return true;
  if (event.competitionId !== state.selectedCompetitionId) return false;
  return state.selectedLeagueIds.length === 0 || state.selectedLeagueIds.includes(event.leagueId);
}
