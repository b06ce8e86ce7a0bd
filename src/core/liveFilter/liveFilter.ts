/** Spec 3 "Live events filter": a euro-layout market chosen for the live list. */
export interface EuroMarketSelection {
  periodAbbreviation: string;
  marketTypeCode: string;
}

/** Spec 3 "Live events filter", the mobile variant: one competition, some of its leagues, a euro market. */
export interface LiveFilterState {
  /** null: every competition. */
  selectedCompetitionId: string | null;
  /** Leagues of the selected competition; empty means all of them. */
  selectedLeagueIds: readonly string[];
  selectedEuroMarket: EuroMarketSelection | null;
}

export const initialLiveFilter: LiveFilterState = Object.freeze({ selectedCompetitionId: null, selectedLeagueIds: Object.freeze([]), selectedEuroMarket: null });

/** The coupon layout in which a euro market may stay selected. */
export const EURO_LAYOUT = 'euro';

export type LiveFilterAction =
  | { type: 'select-competition'; competitionId: string | null }
  | { type: 'toggle-league'; leagueId: string }
  | { type: 'select-euro-market'; market: EuroMarketSelection | null }
  | { type: 'layout-changed'; layout: string }
  | { type: 'reset' };

/**
 * Spec 4 live filter. Changing the selected competition clears the selected leagues;
 * choosing the same competition again is no change and keeps them. Leagues are picked
 * within the selected competition, so toggling one with no competition selected does
 * nothing. The euro market selection clears when the layout is not euro.
 */
export function liveFilterReducer(state: LiveFilterState, action: LiveFilterAction): LiveFilterState {
  switch (action.type) {
    case 'select-competition':
      return action.competitionId === state.selectedCompetitionId ? state : { ...state, selectedCompetitionId: action.competitionId, selectedLeagueIds: [] };
    case 'toggle-league': {
      if (state.selectedCompetitionId === null) return state;
      const chosen = state.selectedLeagueIds.includes(action.leagueId);
      return { ...state, selectedLeagueIds: chosen ? state.selectedLeagueIds.filter((id) => id !== action.leagueId) : [...state.selectedLeagueIds, action.leagueId] };
    }
    case 'select-euro-market':
      return { ...state, selectedEuroMarket: action.market };
    case 'layout-changed':
      return action.layout === EURO_LAYOUT || state.selectedEuroMarket === null ? state : { ...state, selectedEuroMarket: null };
    case 'reset':
      return initialLiveFilter;
  }
}

/** An event as the live filter sees it: the competition (country) and league of its event path. */
export interface FilterableEvent {
  competitionId: string | null;
  leagueId: string;
}

/** Whether an event passes the mobile filter: no competition chosen shows everything; no league chosen shows the whole competition. */
export function eventMatchesLiveFilter(event: FilterableEvent, state: LiveFilterState): boolean {
  if (state.selectedCompetitionId === null) return true;
  if (event.competitionId !== state.selectedCompetitionId) return false;
  return state.selectedLeagueIds.length === 0 || state.selectedLeagueIds.includes(event.leagueId);
}
